// `npm run check:html`: the W3C Nu HTML Checker (vnu-jar, needs Java) over every exported page; any error fails.
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import { htmlFiles } from '../tools/export/html-files'
import { outDirOf } from '../tools/export/out-dir'

interface VnuMessage {
  type: string
  subType?: string
  url: string
  lastLine?: number
  message: string
}

const vnuJar: string = createRequire(import.meta.url)('vnu-jar')
const files = await htmlFiles(outDirOf())
// vnu writes its JSON report to stderr.
const run = spawnSync('java', ['-jar', vnuJar, '--format', 'json', '--exit-zero-always', ...files], {
  encoding: 'utf8',
})
if (run.error || run.status !== 0) {
  console.error(`Cannot run the Nu HTML Checker (is Java installed?): ${run.error?.message ?? run.stderr}`)
  process.exit(1)
}
const report = JSON.parse(run.stderr) as { messages: VnuMessage[] }
const errors = report.messages.filter((m) => m.type === 'error' || m.subType === 'fatal')
for (const m of errors)
  console.error(`${path.relative(process.cwd(), new URL(m.url).pathname)}:${m.lastLine ?? '?'}: ${m.message}`)
console.log(
  `Nu HTML Checker: ${files.length} pages, ${errors.length} errors, ${report.messages.length - errors.length} warnings/info`,
)
if (errors.length) process.exitCode = 1
