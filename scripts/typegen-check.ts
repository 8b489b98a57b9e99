// `npm run typegen:check`: fails when studio/schema.json or the generated query types are stale. It runs the real
// typegen, compares, and puts the committed files back either way, so a check never changes the checkout.
import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'

const generated = ['studio/schema.json', 'lib/content/sanity.types.ts']
const before = new Map(generated.map((file) => [file, readFileSync(file, 'utf8')]))
const restore = () => before.forEach((text, file) => writeFileSync(file, text))
process.once('SIGINT', () => (restore(), process.exit(130)))

let stale: string[]
try {
  const run = spawnSync('npm', ['run', '--silent', 'typegen'], { stdio: ['ignore', 'ignore', 'inherit'] })
  if (run.status !== 0) throw new Error(`npm run typegen failed (exit ${run.status})`)
  stale = generated.filter((file) => readFileSync(file, 'utf8') !== before.get(file))
} finally {
  restore()
}
if (stale.length) {
  console.error(`Stale generated files: ${stale.join(', ')}. Run npm run typegen and commit them.`)
  process.exit(1)
}
console.log(`Typegen: ${generated.join(' and ')} are up to date`)
