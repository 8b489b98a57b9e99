// The committed host files (vercel.json, deploy/nginx.conf) are exactly what the one list of header rules renders.
import { readFileSync } from 'node:fs'
import { hostFiles } from '@/tools/hosts/host-files'

describe('committed host files', () => {
  it.each(hostFiles().map(({ file, text }) => [file, text]))(
    '%s is up to date (run npm run hosts and commit it when the rules change)',
    (file, text) => {
      expect(readFileSync(file, 'utf8')).toBe(text)
    },
  )
})
