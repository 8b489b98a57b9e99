// out/_headers as Netlify reads it, with Netlify's own parser: no errors, the site's rules, and our server reads it alike.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseAllHeaders } from '@netlify/headers-parser'
import { renderHeadersFile } from '@/tools/hosts/headers-file'
import { parseHeadersFile } from '@/tools/headers/headers'
import { siteHeaderRules } from '@/tools/headers/site-headers'

async function netlifyReads(text: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'headers-'))
  try {
    const file = path.join(dir, '_headers')
    writeFileSync(file, text)
    return await parseAllHeaders({ headersFiles: [file], configHeaders: undefined, minimal: true })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

describe('_headers', () => {
  it('parses with Netlify’s own parser without errors, into exactly the site’s rules', async () => {
    const rules = siteHeaderRules({})
    const { headers, errors } = await netlifyReads(renderHeadersFile(rules))
    expect(errors).toEqual([])
    expect(headers.map(({ for: pathname, values }) => ({ path: pathname, headers: values }))).toEqual(rules)
  })

  it('is read by the local server’s parser exactly as by Netlify’s, so npm run serve applies what the hosts apply', async () => {
    const text = renderHeadersFile(siteHeaderRules({ HSTS_PRELOAD: 'true' }))
    const { headers } = await netlifyReads(text)
    expect(parseHeadersFile(text)).toEqual(
      headers.map(({ for: pathname, values }) => ({ path: pathname, headers: values })),
    )
  })

  it('is a file Netlify would reject when it is malformed, so the first test can fail', async () => {
    const { errors } = await netlifyReads('  X-Orphan: header without a path\n')
    expect(errors.length).toBeGreaterThan(0)
  })
})
