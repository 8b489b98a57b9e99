// `npm run typegen:check`: fails when studio/schema.json or the generated query types are stale. It runs the real
// typegen into a folder of its own (TYPEGEN_CHECK_DIR, read by studio/sanity.cli.ts) and compares, so it never writes
// into the checkout, where lint and tsc read the same files at the same time.
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'

const checkDir = '.test-builds/typegen'
// As studio/ (where the Sanity CLI runs) sees it.
const checkDirFromStudio = path.relative('studio', checkDir)
const committed = { 'studio/schema.json': 'schema.json', 'lib/content/sanity.types.ts': 'sanity.types.ts' }

rmSync(checkDir, { recursive: true, force: true })
mkdirSync(checkDir, { recursive: true })
const run = spawnSync('npm', ['run', '--silent', 'typegen'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, TYPEGEN_CHECK_DIR: checkDirFromStudio },
})
if (run.status !== 0) {
  console.error(`npm run typegen failed (exit ${run.status})`)
  process.exit(1)
}

// The generated types name the schema file they were made from: the check's copy, where the committed file says schema.json.
const asCommitted = (text: string) => text.replace(`// Source: ${checkDirFromStudio}/schema.json`, '// Source: schema.json')
const stale = Object.entries(committed)
  .filter(([file, generated]) => asCommitted(readFileSync(path.join(checkDir, generated), 'utf8')) !== readFileSync(file, 'utf8'))
  .map(([file]) => file)
if (stale.length) {
  console.error(`Stale generated files: ${stale.join(', ')}. Run npm run typegen and commit them.`)
  process.exit(1)
}
console.log(`Typegen: ${Object.keys(committed).join(' and ')} are up to date`)
