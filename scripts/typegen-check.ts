// `npm run typegen:check`: fails when studio/schema.json or the generated query types are stale. It runs the real
// typegen into a folder of its own (TYPEGEN_CHECK_DIR, read by studio/sanity.cli.ts) and compares, so it never writes
// into the checkout, where lint and tsc read the same files at the same time.
//
// The typegen takes about 11 s (the schema from studio/extract-schema.ts, then the CLI's typegen). A pass is remembered under the hash of every
// file it read: the Studio config's own imports (esbuild's metafile), the query files, the lockfile and the two
// committed outputs. While none of them changes, a later check says so and skips it; `-- --force` always runs it.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, globSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'

const checkDir = '.test-builds/typegen'
const passFile = path.join('node_modules/.cache/typegen-check', 'passed')
// As studio/ (where the Sanity CLI runs) sees it.
const checkDirFromStudio = path.relative('studio', checkDir)
const committed = { 'studio/schema.json': 'schema.json', 'lib/content/sanity.types.ts': 'sanity.types.ts' }

/** Every file of this repository the Sanity CLI reads for schema extraction and typegen, hashed in a stable order. */
async function inputsHash(): Promise<string> {
  const { metafile } = await build({
    entryPoints: ['studio/sanity.config.ts', 'studio/sanity.cli.ts', 'studio/extract-schema.ts'],
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    outdir: 'unused',
    packages: 'external',
    loader: { '.svg': 'empty', '.css': 'empty' },
    logLevel: 'silent',
  })
  const files = new Set([
    ...Object.keys(metafile.inputs),
    ...globSync('lib/content/**/*.ts'),
    'package-lock.json',
    ...Object.keys(committed),
  ])
  const hash = createHash('sha256')
  for (const file of [...files].sort()) hash.update(`${file}\0`).update(readFileSync(file)).update('\0')
  return hash.digest('hex')
}

const hash = await inputsHash()
if (!process.argv.includes('--force') && existsSync(passFile) && readFileSync(passFile, 'utf8') === hash) {
  console.log(
    `Typegen: ${Object.keys(committed).join(' and ')} are up to date (nothing they are made from changed since the last check)`,
  )
  process.exit(0)
}

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
const asCommitted = (text: string) =>
  text.replace(`// Source: ${checkDirFromStudio}/schema.json`, '// Source: schema.json')
const stale = Object.entries(committed)
  .filter(
    ([file, generated]) =>
      asCommitted(readFileSync(path.join(checkDir, generated), 'utf8')) !== readFileSync(file, 'utf8'),
  )
  .map(([file]) => file)
if (stale.length) {
  rmSync(passFile, { force: true })
  console.error(`Stale generated files: ${stale.join(', ')}. Run npm run typegen and commit them.`)
  process.exit(1)
}
mkdirSync(path.dirname(passFile), { recursive: true })
writeFileSync(passFile, hash)
console.log(`Typegen: ${Object.keys(committed).join(' and ')} are up to date`)
