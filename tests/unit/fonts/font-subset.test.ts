// The web-font cut: every character the content uses is kept, and the file really shrinks to what is asked for.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { charactersOf, subsetVariableFont } from '@/lib/fonts/font-subset'

const require = createRequire(import.meta.url)
const inter = readFileSync(require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'))

describe('charactersOf', () => {
  it('collects the characters of nested strings beyond ASCII, once each, with all of printable ASCII', () => {
    const text = charactersOf({ title: 'Café “quoted”', list: [{ label: 'naïve © 2025' }], count: 6, empty: null })
    for (const character of 'é“”ï©') expect(text).toContain(character)
    for (let code = 0x20; code < 0x7f; code++) expect(text).toContain(String.fromCharCode(code))
    expect(new Set(text).size).toBe([...text].length)
  })
})

describe('subsetVariableFont', () => {
  it('returns a WOFF2 much smaller than the Latin file, and smaller still for fewer characters', async () => {
    const ascii = await subsetVariableFont(inter, charactersOf({}), { min: 400, max: 700 })
    const digits = await subsetVariableFont(inter, '0123456789', { min: 400, max: 700 })
    expect(ascii.subarray(0, 4).toString('latin1')).toBe('wOF2')
    expect(ascii.length).toBeLessThan(inter.length * 0.6)
    expect(digits.length).toBeLessThan(ascii.length)
  })
})
