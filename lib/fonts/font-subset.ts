// Cuts the web font down to the characters and weights the site uses, so the one font request is as small as it can be.
import subsetFont from 'subset-font'

/** Printable ASCII is always kept, so any plain-English edit renders in the web font even before a rebuild of the font. */
const printableAscii = Array.from({ length: 0x7f - 0x20 }, (_, index) => String.fromCharCode(0x20 + index)).join('')

/** Every character of every string in `content` (any JSON-like value), with printable ASCII, sorted and unique. */
export function charactersOf(content: unknown): string {
  const characters = new Set(printableAscii)
  const visit = (value: unknown): void => {
    if (typeof value === 'string') for (const character of value) characters.add(character)
    else if (Array.isArray(value)) value.forEach(visit)
    else if (value && typeof value === 'object') Object.values(value).forEach(visit)
  }
  visit(content)
  return [...characters].sort().join('')
}

export interface WeightRange {
  min: number
  max: number
}

/** A WOFF2 of `font` (a variable font with a `wght` axis) holding only `text`'s glyphs and the given weight range. */
export async function subsetVariableFont(font: Buffer, text: string, weights: WeightRange): Promise<Buffer> {
  return subsetFont(font, text, { targetFormat: 'woff2', variationAxes: { wght: weights } })
}
