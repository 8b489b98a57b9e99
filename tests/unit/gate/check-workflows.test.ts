// `npm run check:workflows` (actionlint, inside npm run check) fails on a broken workflow in .github/workflows, whatever
// the file's name, naming the file, the line and the mistake; it passes a sound one. Its own command line is run here.
import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }
const sound = readFileSync('.github/workflows/upstream.yml', 'utf8')

let repo: string
beforeEach(() => {
  repo = mkdtempSync(path.join(os.tmpdir(), 'check-workflows-'))
  mkdirSync(path.join(repo, '.github/workflows'), { recursive: true })
})
afterEach(() => rmSync(repo, { recursive: true, force: true }))

/** Runs the check:workflows script in a checkout holding only `files` in .github/workflows. */
function checkWorkflows(files: Record<string, string>): Promise<{ code: number; output: string }> {
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(repo, '.github/workflows', name), text)
  const env = { ...process.env, PATH: `${path.resolve('node_modules/.bin')}:${process.env.PATH}`, FORCE_COLOR: '0' }
  return new Promise((resolve) => {
    execFile('sh', ['-c', scripts['check:workflows']!], { cwd: repo, env }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code) : 0, output: stdout + stderr }),
    )
  })
}

describe('npm run check:workflows', () => {
  it('passes a sound workflow', async () => {
    const { code, output } = await checkWorkflows({ 'upstream.yml': sound })
    expect([code, output]).toEqual([0, expect.stringContaining('Checking 1 workflow file(s)')])
  })

  it('fails on a step that reads a context the job does not have, naming the file and line, in a .yaml of any name', async () => {
    const broken = sound.replace('UPSTREAM: ${{ matrix.upstream }}', 'UPSTREAM: ${{ matrix.package }}')
    const line = broken.split('\n').findIndex((text) => text.includes('matrix.package')) + 1
    const { code, output } = await checkWorkflows({ 'upstream.yml': sound, 'mutation-nightly.yaml': broken })
    expect(code).toBe(1)
    expect(output).toMatch(new RegExp(`\\.github/workflows/mutation-nightly\\.yaml:${line}:\\d+ property "package" is not defined`))
    expect(output).not.toContain('upstream.yml:')
  })

  it('fails on a job that waits for a job the workflow does not have', async () => {
    const broken = sound.replace('    runs-on: ubuntu-latest\n', '    needs: build\n    runs-on: ubuntu-latest\n')
    const { code, output } = await checkWorkflows({ 'upstream.yml': broken })
    expect(code).toBe(1)
    expect(output).toContain('job "canary" needs job "build" which does not exist in this workflow')
  })
})
