// A _headers file edited by hand, with comments, stray spaces and lines a host rejects: npm run serve's parser reads
// what Netlify's own parser reads, and a line it cannot place is skipped, never a crash or an invented header.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseAllHeaders } from '@netlify/headers-parser'
import { parseHeadersFile } from '@/tools/headers/headers'

async function netlifyRules(text: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'headers-'))
  try {
    writeFileSync(path.join(dir, '_headers'), text)
    const { headers, errors } = await parseAllHeaders({
      headersFiles: [path.join(dir, '_headers')],
      configHeaders: undefined,
      minimal: true,
    })
    return { rules: headers.map(({ for: pathname, values }) => ({ path: pathname, headers: values })), errors }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

describe('a hand-edited _headers file', () => {
  it('reads as Netlify reads it: comments with colons, indented comments, blank lines of spaces, spaces after a path', async () => {
    const text = [
      '# Caching: hashed files for a year',
      '/assets/*   ',
      '  # immutable: their names change with their content',
      '  Cache-Control: public, max-age=31536000, immutable',
      '   ',
      '',
      '/privacy-policy',
      '  X-Page :  privacy  ',
      '',
    ].join('\n')
    const netlify = await netlifyRules(text)
    expect(netlify.errors).toEqual([])
    expect(parseHeadersFile(text)).toEqual(netlify.rules)
    expect(parseHeadersFile(text)).toEqual([
      { path: '/assets/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
      { path: '/privacy-policy', headers: { 'X-Page': 'privacy' } },
    ])
  })

  it('skips a header before any path and a header line without a colon, and keeps the rest', async () => {
    const text = '  X-Orphan: before any path\n/*\n  X-Frame-Options DENY\n  X-Content-Type-Options: nosniff\n'
    expect((await netlifyRules(text)).errors.length).toBeGreaterThan(0)
    expect(parseHeadersFile(text)).toEqual([{ path: '/*', headers: { 'X-Content-Type-Options': 'nosniff' } }])
  })
})
