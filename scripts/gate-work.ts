// `npm run gate:work`: how much work the whole gate is. Each sample is a fresh clone of a commit, installed (not
// counted), then `CI=true npm test`, counted as the machine's busy CPU time from /proc/stat (user, nice, system, irq,
// softirq, steal: reparented processes are counted too, unlike children's times) and as wall time. `-- --ref A --ref B`
// measures commits side by side, alternating, `--runs N` each (3); `--report` writes reports/gate-work.md with the
// medians, and where the work goes: each step of `npm test` in turn (tools/perf/gate-phases.ts), from the CPU time
// sampled every second. Run it with nothing else on the machine: every busy core counts.
import { execFile, spawn } from 'node:child_process'
import { createWriteStream } from 'node:fs'
import { readFile, rm, writeFile } from 'node:fs/promises'
import { cpus, loadavg } from 'node:os'
import { createInterface } from 'node:readline'
import { parseArgs, promisify } from 'node:util'
import { phasesOf, type BusySample, type Phase, type TimedLine } from '../tools/perf/gate-phases'
import { median } from '../tools/perf/median'
import { alternating, cloneAt } from '../tools/perf/side-by-side'

const { values } = parseArgs({
  options: {
    ref: { type: 'string', multiple: true },
    runs: { type: 'string', default: '3' },
    report: { type: 'boolean' },
  },
})
const refs = values.ref?.length ? values.ref : ['HEAD']
const runs = Number(values.runs)
const run = promisify(execFile)
/** Linux counts /proc/stat in clock ticks of 1/100 s (USER_HZ) on every architecture Node runs on. */
const ticksPerSecond = 100

interface Sample {
  ref: string
  commit: string
  coreSeconds: number
  wallSeconds: number
  passed: boolean
  phases: Phase[]
}

/** The machine's busy time so far, in core-seconds: the first line of /proc/stat, idle and iowait left out. */
async function busyCoreSeconds(): Promise<number> {
  const [user, nice, system, , , irq, softirq, steal] = (await readFile('/proc/stat', 'utf8'))
    .split('\n')[0]!
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number)
  return (
    [user, nice, system, irq, softirq, steal].reduce((sum: number, value) => sum + (value ?? 0), 0) / ticksPerSecond
  )
}

/** Seconds on one clock for the output's lines and the CPU samples. */
const now = () => performance.now() / 1000

function npm(args: string[], cwd: string, log: string, onLine?: (line: TimedLine) => void): Promise<number | null> {
  const out = createWriteStream(log, { flags: 'a' })
  const env = {
    ...process.env,
    CI: 'true',
    NEXT_TELEMETRY_DISABLED: '1',
    DO_NOT_TRACK: '1',
    SANITY_TELEMETRY_DISABLED: '1',
  }
  return new Promise((resolve) => {
    out.on('open', () => {
      const child = spawn('npm', args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
      // Each line to the log as it comes, and timed: the lines npm prints as it starts a script begin the phases.
      for (const stream of [child.stdout, child.stderr]) {
        stream.pipe(out, { end: false })
        createInterface({ input: stream, crlfDelay: Infinity }).on('line', (text) => onLine?.({ at: now(), text }))
      }
      // Once the output is all in the log: the log of a red run is read next.
      child.on('close', (code) => out.end(() => resolve(code)))
    })
  })
}

async function sample(ref: string): Promise<Sample> {
  const cwd = await cloneAt(ref, 'gate-work-')
  const log = `${cwd}.log`
  try {
    const commit = (await run('git', ['rev-parse', '--short', 'HEAD'], { cwd })).stdout.trim()
    if ((await npm(['install', '--no-audit', '--no-fund'], cwd, log)) !== 0)
      throw new Error(`npm install failed at ${ref}; its output: ${log}`)
    const lines: TimedLine[] = []
    const samples: BusySample[] = []
    const takeSample = async () => void samples.push({ at: now(), coreSeconds: await busyCoreSeconds() })
    await takeSample()
    const sampling = setInterval(() => void takeSample(), 1_000)
    const [busyBefore, started] = [samples[0]!.coreSeconds, samples[0]!.at]
    const code = await npm(['test'], cwd, log, (line) => lines.push(line))
    clearInterval(sampling)
    await takeSample()
    // A sample the interval began before it was cleared may land after the last one: in time order again.
    samples.sort((a, b) => a.at - b.at)
    const [busyAfter, ended] = [samples.at(-1)!.coreSeconds, samples.at(-1)!.at]
    if (code === 0) await rm(log, { force: true })
    else console.error(`npm test failed at ${ref} (exit ${code}); its output: ${log}`)
    return {
      ref,
      commit,
      coreSeconds: busyAfter - busyBefore,
      wallSeconds: ended - started,
      passed: code === 0,
      phases: phasesOf(lines, samples, ended),
    }
  } finally {
    await rm(cwd, { recursive: true, force: true })
  }
}

if (loadavg()[0]! > 0.5)
  console.warn(
    `The machine is busy (load ${loadavg()[0]!.toFixed(2)}): every busy core counts, so the figures will be high.`,
  )
const samples = await alternating(
  refs,
  runs,
  sample,
  (result, ref, round) =>
    `${ref} (${result.commit}) round ${round}: ${result.coreSeconds.toFixed(0)} core-s, ${result.wallSeconds.toFixed(0)} s, ${result.passed ? 'green' : 'RED'}`,
)

/** Every step any sample ran, in the order the runs ran them. */
function phaseNames(all: Sample[]): string[] {
  return [...new Set(all.flatMap(({ phases }) => phases.map(({ name }) => name)))]
}

/** "B does 12% less work than A", or more, from the medians. */
function comparison(before: { ref: string; work: number }, after: { ref: string; work: number }): string {
  const change = (after.work / before.work - 1) * 100
  return `${after.ref} does ${Math.abs(change).toFixed(0)}% ${change > 0 ? 'more' : 'less'} work than ${before.ref} (ratio of the medians).`
}

const rows = refs.map((ref) => {
  const mine = samples.filter((s) => s.ref === ref)
  return {
    ref,
    commit: mine[0]!.commit,
    work: median(mine.map((s) => s.coreSeconds)),
    wall: median(mine.map((s) => s.wallSeconds)),
    mine,
  }
})
const lines = [
  "# The gate's work: `CI=true npm test` on fresh clones",
  '',
  `Measured by \`npm run gate:work -- ${refs.map((ref) => `--ref ${ref}`).join(' ')} --runs ${runs} --report\` on ${new Date().toISOString().slice(0, 10)}, on ${cpus().length} cores (${cpus()[0]?.model.trim()}), alternating, nothing else running. Work is the machine's busy CPU time over the run (from /proc/stat), in core-seconds; the install is not counted.`,
  '',
  '| ref | commit | work, median | wall, median | samples (core-s / s) |',
  '| --- | --- | --- | --- | --- |',
  ...rows.map(
    ({ ref, commit, work, wall, mine }) =>
      `| ${ref} | ${commit} | ${work.toFixed(0)} core-s | ${wall.toFixed(0)} s | ${mine.map((s) => `${s.coreSeconds.toFixed(0)} / ${s.wallSeconds.toFixed(0)}${s.passed ? '' : ' (red)'}`).join(', ')} |`,
  ),
  ...(rows.length > 1 ? ['', comparison(rows[0]!, rows.at(-1)!)] : []),
  '',
  '## Where the work goes',
  '',
  "Each step of `npm test` in turn, from npm's line that starts it to the next one's (`test` is the preflight, then `check` beside `build`), the median of its core-s over the samples, and of its wall time. A step that only starts others is left out.",
  '',
  `| step | ${rows.map(({ ref }) => ref).join(' | ')} |`,
  `| --- | ${rows.map(() => '---').join(' | ')} |`,
  ...phaseNames(samples).map(
    (name) =>
      `| ${name} | ${rows
        .map(({ mine }) => {
          const found = mine.flatMap(({ phases }) => phases.filter((phase) => phase.name === name))
          return found.length
            ? `${median(found.map((phase) => phase.coreSeconds)).toFixed(0)} (${median(found.map((phase) => phase.seconds)).toFixed(0)} s)`
            : '—'
        })
        .join(' | ')} |`,
  ),
  '',
]
console.log(lines.join('\n'))
if (values.report) await writeFile('reports/gate-work.md', lines.join('\n'))
if (samples.some((s) => !s.passed)) process.exitCode = 1
