// `npm run load`: 10 s of autocannon (32 connections, loopback) over the three routes of out/ served by scripts/serve.ts;
// fails on any error, timeout or non-2xx. `-- --runs 3 --baseline <serve script> --report` also measures another
// server side by side (alternating runs) and writes the medians to reports/server-load.md.
import { spawn, type ChildProcess } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { cpus, loadavg } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { bindPort } from 'local-content-lake/bind-port'
import { median } from '../tools/perf/median'

const routes = ['/', '/privacy-policy', '/terms-of-service']
const settings = { connections: 32, duration: 10 }
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    baseline: { type: 'string' },
    report: { type: 'boolean', default: false },
  },
})

interface Run {
  requestsPerSecond: number
  latencyMedian: number
  latencyP99: number
  errors: number
  timeouts: number
  non2xx: number
}

async function freePort(): Promise<number> {
  const probe = createServer()
  const port = await bindPort(probe, 0, '127.0.0.1')
  await new Promise((resolve) => probe.close(resolve))
  return port
}

async function start(script: string): Promise<{ child: ChildProcess; origin: string }> {
  const port = await freePort()
  const child = spawn(path.resolve('node_modules/.bin/tsx'), [script], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'ignore',
  })
  const origin = `http://127.0.0.1:${port}`
  for (let attempt = 0; attempt < 100; attempt++) {
    if (
      await fetch(origin).then(
        (response) => response.ok,
        () => false,
      )
    )
      return { child, origin }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  child.kill()
  throw new Error(`${script} did not answer at ${origin}`)
}

async function measure(script: string): Promise<Run> {
  const { child, origin } = await start(script)
  try {
    const result = await autocannon({
      url: origin,
      ...settings,
      headers: { 'accept-encoding': 'br, gzip' },
      requests: routes.map((route) => ({ method: 'GET' as const, path: route })),
    })
    return {
      requestsPerSecond: result.requests.average,
      latencyMedian: result.latency.p50,
      latencyP99: result.latency.p99,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
    }
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
  }
}

const servers = { current: 'scripts/serve.ts', ...(values.baseline ? { baseline: values.baseline } : {}) }
const runs: Record<string, Run[]> = Object.fromEntries(Object.keys(servers).map((name) => [name, []]))
// Alternating runs share the machine's noise fairly between the two servers.
for (let round = 1; round <= Number(values.runs); round++) {
  for (const [name, script] of Object.entries(servers)) {
    const run = await measure(script)
    runs[name]!.push(run)
    console.log(
      `${name} run ${round}: ${Math.round(run.requestsPerSecond)} req/s, median ${run.latencyMedian} ms, p99 ${run.latencyP99} ms, ${run.errors} errors, ${run.timeouts} timeouts, ${run.non2xx} non-2xx`,
    )
  }
}

const failures = runs.current!.filter((run) => run.errors || run.timeouts || run.non2xx)
if (failures.length) {
  console.error(
    `Load: the server gave errors, timeouts or non-2xx answers in ${failures.length} of ${runs.current!.length} runs`,
  )
  process.exitCode = 1
}

if (values.report) {
  const row = (name: string, label: string) => {
    const measured = runs[name]!
    const pick = (key: keyof Run) => median(measured.map((run) => run[key]))
    const each = measured.map((run) => Math.round(run.requestsPerSecond)).join(', ')
    return `| ${label} | ${Math.round(pick('requestsPerSecond'))} (${each}) | ${pick('latencyMedian')} ms | ${pick('latencyP99')} ms | ${pick('errors')} | ${pick('timeouts')} | ${pick('non2xx')} |`
  }
  const report = [
    '# Static server under load',
    '',
    `autocannon, ${settings.duration} s, ${settings.connections} connections on 127.0.0.1, cycling over ${routes.map((r) => `\`${r}\``).join(', ')} with \`Accept-Encoding: br, gzip\`; ${values.runs} alternating runs per server, medians (each run's req/s in brackets). Written by \`npm run load -- --runs ${values.runs} --baseline <serve script> --report\`; the baseline was \`tools/servers/static-server.ts\` and \`scripts/serve.ts\` of b600fd2 (\`git show\`) copied outside the repository with their imports pointed back at it.`,
    '',
    '| Server | req/s | latency median | latency p99 | errors | timeouts | non-2xx |',
    '|---|---|---|---|---|---|---|',
    ...(runs.baseline ? [row('baseline', 'before: hand-written server (b600fd2)')] : []),
    row('current', 'after: sirv + thin host layer'),
    '',
    `Measured on ${cpus().length} CPU cores shared with other work (load average ${loadavg()[0]!.toFixed(1)} when the runs ended), so runs vary; compare the servers within one report only.`,
    'The hand-written server answered from compressed copies it built on first request and kept in memory (with no bound and no revalidation); sirv opens and streams the precompressed file from disk on every request.',
    '',
  ].join('\n')
  await writeFile('reports/server-load.md', report)
  console.log('Wrote reports/server-load.md')
}
