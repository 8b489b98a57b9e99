// `npm run hosts`: writes the committed host files from the one list of header rules: vercel.json and deploy/nginx.conf.
// (out/_headers is part of each export, written by the build.) A unit test fails while the committed files are stale.
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { hostFiles } from '../tools/hosts/host-files'

for (const { file, text } of hostFiles()) {
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, text)
  console.log(`Wrote ${file}`)
}
