// The upstream canary's two steps (.github/workflows/upstream.yml). `install <next|sanity> <release>` sets that package
// (and the packages of its release) to the release's version (a dist-tag such as canary or latest, or a version) over
// the installed lockfile, and says what it installed as the step's `installed` output. `verdict <next|sanity>` ends the
// job: it names the package and version, and each step that failed, as an error on the run's page and in its summary.
import { execFile } from 'node:child_process'
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs'
import { promisify } from 'node:util'
import { jobSummary, type StepResult } from '../tools/gate/job-summary'
import { failedTestsIn } from '../tools/gate/playwright-failures'
import { canaryVerdict, isUpstream, moveUpstream, type Manifest, type Upstream } from '../tools/gate/upstream-canary'

const workflowFile = '.github/workflows/upstream.yml'
const manifestFiles = ['package.json', 'studio/package.json', 'packages/content-lake/package.json']
const run = promisify(execFile)
const [command, upstream, release] = process.argv.slice(2)
if (!upstream || !isUpstream(upstream) || !((command === 'install' && release) || command === 'verdict')) {
  console.error(
    'Usage: tsx scripts/upstream-canary.ts install <next|sanity> <dist-tag or version>\n       tsx scripts/upstream-canary.ts verdict <next|sanity>',
  )
  process.exit(2)
}

/** Appends `name=value` to the step's outputs on GitHub; prints it anywhere. */
function output(name: string, value: string) {
  if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `${name}=${value}\n`)
  console.log(`${name}=${value}`)
}

async function install(upstream: Upstream, release: string) {
  const { stdout } = await run('npm', ['view', `${upstream}@${release}`, 'version', '--json'])
  const found = JSON.parse(stdout) as string | string[]
  const version = [found].flat().at(-1)
  if (!version) throw new Error(`The registry has no ${upstream}@${release}`)
  // Written before the install, so that a failed install is named by the verdict too.
  output('installed', `${upstream}@${version}`)
  const manifests = Object.fromEntries(
    manifestFiles.map((file) => [file, JSON.parse(readFileSync(file, 'utf8')) as Manifest]),
  )
  const moved = moveUpstream(manifests, upstream, version)
  for (const change of moved.changes) console.log(change)
  for (const file of manifestFiles) writeFileSync(file, `${JSON.stringify(moved.manifests[file], null, 2)}\n`)
  try {
    await run('npm', ['install', '--no-audit', '--no-fund'], { maxBuffer: 64 * 2 ** 20 })
  } catch (error) {
    const { stdout: out = '', stderr = '' } = error as { stdout?: string; stderr?: string }
    // npm's first line after its error code says what it could not do ("notarget No matching version found for …").
    const why = stderr.split('\n').find((line) => line.startsWith('npm error') && !line.startsWith('npm error code'))
    throw new Error(
      `npm install with ${upstream}@${version} failed: ${why?.replace(/^npm error /, '') ?? 'see its output below'}\n${out}${stderr}`,
    )
  }
  // What was installed, for the log; npm ls exits non-zero when a prerelease misses a declared range, which is no failure here.
  const tree = await run('npm', ['ls', upstream]).catch((error: { stdout?: string }) => ({
    stdout: error.stdout ?? '',
  }))
  console.log(tree.stdout)
}

function verdict(upstream: Upstream) {
  const job = process.env.GITHUB_JOB ?? 'canary'
  const steps = JSON.parse(process.env.STEPS || '{}') as Record<string, StepResult>
  const workflowText = readFileSync(workflowFile, 'utf8')
  const { passed, message } = canaryVerdict(workflowText, job, upstream, steps)
  // A workflow command: GitHub shows it on the run's page and in the failure's notification, not only in the log.
  console.log(passed ? message : `::error title=Upstream canary: ${upstream}::${message}`)
  const summary = `${message}\n\n${jobSummary({ workflowText, job, steps, failed: failedTestsIn('test-results'), artifact: `evidence-upstream-${upstream}` })}`
  if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, summary)
}

try {
  if (command === 'install') await install(upstream, release!)
  else verdict(upstream)
} catch (error) {
  console.log(`::error title=Upstream canary: ${upstream}::${(error as Error).message.split('\n')[0]}`)
  console.error((error as Error).message)
  process.exit(1)
}
