// Where package.json runs checks side by side (run-p in npm run check, check:export and npm test), a failing one names
// itself and its neighbours run to their own end: none is stopped halfway to print a failure that is not its own.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const repo = process.cwd()
const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts

/** Every run-p command in package.json's scripts: the script, its options and its tasks. */
const parallelRuns = Object.entries(scripts).flatMap(([script, line]) =>
  [...line.matchAll(/\brun-p((?:\s+[^\s&|;]+)+)/g)].map((match) => {
    const words = match[1]!.trim().split(/\s+/)
    return {
      script,
      options: words.filter((word) => word.startsWith('-')),
      tasks: words.filter((word) => !word.startsWith('-')),
    }
  }),
)

// Stand-ins for the real checks. The first fails at once. Each neighbour waits until the "release" file exists, then
// passes; stopped before that, it says it failed, as typegen:check said "npm run typegen failed (exit null)" when run-p
// stopped it (or when run-p stopped only the npm that ran it). The release is written by one more task that run-p starts only once a slot is free, that is once it has
// taken the failure in and carried on: so a run-p that stops everything on the first failure never releases anyone.
const failing = `node -e "console.error('Code style issues found'); process.exit(1)"`
const neighbour = (name: string) =>
  `node -e "const parent = process.ppid; const stopped = () => { console.error('${name}: its tool failed (exit null)'); process.exit(1) }; ` +
  `process.on('SIGTERM', stopped); const t = setInterval(() => { if (process.ppid !== parent) stopped(); ` +
  `if (require('fs').existsSync('release')) { clearInterval(t); console.log('${name}: passed') } }, 20)"`
const release = `node -e "require('fs').writeFileSync('release', '')"`

function run(command: string, args: string[], cwd: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: process.env })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('exit', (code) => resolve({ code, output }))
  })
}

describe('checks run side by side', () => {
  it('are found in package.json (npm run check, check:export, npm test)', () => {
    expect(parallelRuns.map(({ script }) => script)).toEqual(expect.arrayContaining(['check', 'check:export', 'test']))
  })

  it.each(parallelRuns.map((run) => [run.script, run] as const))(
    'in "%s": the first task failing is the only failure named; every other task runs to its end',
    async (_script, { options, tasks }) => {
      const [first, ...others] = tasks as [string, ...string[]]
      const dir = mkdtempSync(path.join(tmpdir(), 'run-p-'))
      try {
        const standIns = {
          [first]: failing,
          ...Object.fromEntries(others.map((task) => [task, neighbour(task)])),
          'zz-release': release,
        }
        writeFileSync(
          path.join(dir, 'package.json'),
          JSON.stringify({ name: 'stand-in', private: true, scripts: standIns }),
        )
        const runP = path.join(repo, 'node_modules/.bin/run-p')
        const { code, output } = await run(
          runP,
          [...options, '--max-parallel', String(tasks.length), ...tasks, 'zz-release'],
          dir,
        )
        expect(code).toBe(1)
        // What each task printed, not npm's echo of its command ("> node -e …"), which holds the same words.
        const printed = output.split('\n').filter((line) => !/^\[[^\]]*\] > /.test(line))
        for (const task of others)
          expect(printed).toContainEqual(expect.stringMatching(new RegExp(`\\] ${task}: passed$`)))
        expect(printed.filter((line) => line.includes('failed (exit null)'))).toEqual([])
        expect(output.match(/^ERROR: .*$/gm)).toEqual([`ERROR: "${first}" exited with 1.`])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
    20_000,
  )
})
