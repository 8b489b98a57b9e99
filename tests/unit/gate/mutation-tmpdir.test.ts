// What a killed test runner leaves in its temporary folder goes with the mutation run that started it. Run in a
// process of its own: Jest gives a test a copy of the environment, which neither Node's os module nor a child reads.
import { execFileSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

const tsx = path.resolve('node_modules/.bin/tsx')
const helper = path.resolve('tools/gate/mutation-tmpdir.ts')
let outer: string
beforeEach(async () => (outer = await mkdtemp(path.join(os.tmpdir(), 'mutation-tmpdir-test-'))))
afterEach(() => rm(outer, { recursive: true, force: true }))

/** Runs `body` (TypeScript, with inOwnTmpdir and a `childTmpdir()` imported) with TMPDIR `outer`, unless unset. */
async function run(body: string, { tmpdir = true } = {}) {
  const script = path.join(outer, 'script.mts')
  await writeFile(
    script,
    `import { execFileSync } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { inOwnTmpdir } from ${JSON.stringify(helper)}
const childTmpdir = () => execFileSync(process.execPath, ['-p', 'require("node:os").tmpdir()'], { encoding: 'utf8' }).trim()
${body}`,
  )
  const env: NodeJS.ProcessEnv = { ...process.env, TMPDIR: outer }
  if (!tmpdir) delete env.TMPDIR
  return JSON.parse(execFileSync(tsx, [script], { encoding: 'utf8', env })) as Record<string, unknown>
}

it('gives the processes started meanwhile a temporary folder of their own, removed afterwards with what they left', async () => {
  const seen = await run(`
let own = ''
let child = ''
const answer = await inOwnTmpdir('mutation-run-', async (folder) => {
  own = folder
  child = childTmpdir()
  writeFileSync(path.join(child, 'content-lake-test-abc123'), 'a killed runner left this')
  return 42
})
console.log(JSON.stringify({ own, child, answer, ownLeft: existsSync(own), after: childTmpdir() }))`)
  expect(path.dirname(seen.own as string)).toBe(outer)
  expect(path.basename(seen.own as string)).toMatch(/^mutation-run-\w{6}$/)
  expect(seen).toMatchObject({ child: seen.own, answer: 42, ownLeft: false, after: outer })
  // tsx keeps its cache beside the script.
  expect(readdirSync(outer).filter((name) => name.startsWith('mutation-run-'))).toEqual([])
})

it('removes the folder and puts TMPDIR back when the work fails, and passes the failure on', async () => {
  const seen = await run(`
let own = ''
const failure = await inOwnTmpdir('mutation-run-', async (folder) => {
  own = folder
  throw new Error('Stryker could not start its test runners')
}).catch((error: Error) => error.message)
console.log(JSON.stringify({ failure, ownLeft: existsSync(own), after: childTmpdir() }))`)
  expect(seen).toEqual({ failure: 'Stryker could not start its test runners', ownLeft: false, after: outer })
})

it('leaves TMPDIR unset afterwards when it was unset before', async () => {
  const seen = await run(
    `
const during = await inOwnTmpdir('mutation-run-', async () => process.env.TMPDIR)
console.log(JSON.stringify({ during: during !== undefined, after: process.env.TMPDIR ?? 'unset' }))`,
    { tmpdir: false },
  )
  expect(seen).toEqual({ during: true, after: 'unset' })
})
