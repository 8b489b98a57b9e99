// Builds responsive image URLs on the stock-photo host from its width, height, quality and format parameters.
export const portfolioImage = {
  width: 800,
  height: 500,
  widths: [400, 640, 800, 1200],
  /** The card is full width on phones, half on tablets, a third from lg (max-w-7xl, 3 columns). */
  sizes: '(min-width: 1280px) 400px, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 92vw',
} as const

export function stockImageUrl(base: string, width: number, height: number, quality = 70): string {
  const url = new URL(base)
  url.search = ''
  url.searchParams.set('w', String(width))
  url.searchParams.set('h', String(height))
  url.searchParams.set('fit', 'crop')
  url.searchParams.set('q', String(quality))
  url.searchParams.set('auto', 'format')
  return url.toString()
}

export function stockImageSrcSet(base: string, widths: readonly number[], aspect: number): string {
  return widths.map((width) => `${stockImageUrl(base, width, Math.round(width / aspect))} ${width}w`).join(', ')
}
