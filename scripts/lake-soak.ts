// npm run lake:soak: the local Content Lake through a long session, in a process of its own, its memory read after a
// garbage collection every 1,000 edits: 10,000 edits (a publish every 30) with 12 listeners that read and one that never
// does, queries, and the Studio's settings. Then the query that once froze it, with a count sent every 100 ms beside
// it. `-- --report` writes reports/lake-soak.md. Memory that stays flat is the promise; the edits take a few minutes.
import { execSync, fork } from 'node:child_process'
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { createClient } from '@sanity/client'
import { siteContentQuery } from '../lib/content/queries'
import { defaultDatasetFile } from '../lib/content/source-config'
import { startContentLake } from 'local-content-lake'
import { median } from '../tools/perf/median'

type Memory = { rss: number; heapUsed: number }
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
const edits = Number(process.env.LAKE_SOAK_EDITS ?? 10_000)
const sampleEvery = 1_000

if (process.argv[2] === '--lake') {
  // The measured process: the lake, answering each message with its memory after a collection.
  const lake = await startContentLake({ datasetFile: process.argv[3]!, log: () => undefined })
  const memory = (): Memory => (global.gc?.(), process.memoryUsage())
  process.send!({ url: lake.url, memory: memory() })
  process.on('message', () => process.send!(memory()))
} else {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'lake-soak-'))
  const datasetFile = path.join(folder, 'dataset.ndjson')
  copyFileSync(defaultDatasetFile, datasetFile)
  const child = fork(process.argv[1]!, ['--lake', datasetFile], { execArgv: [...process.execArgv, '--expose-gc'] })
  const next = <T>() => new Promise<T>((resolve) => child.once('message', (message) => resolve(message as T)))
  const { url, memory: started } = await next<{ url: string; memory: Memory }>()
  const read = async () => (child.send('memory'), next<Memory>())
  const client = createClient({
    projectId: 'local',
    dataset: 'production',
    apiVersion: '2025-02-19',
    apiHost: url,
    useProjectHostname: false,
    useCdn: false,
  })
  const listeners = Array.from({ length: 12 }, () => client.listen('*', {}, { effectFormat: 'mendoza' }).subscribe())
  // A listener whose reader went away without closing: the lake ends it once its buffer passes the limit.
  const stalled = request(`${url}/v2025-02-19/data/listen/production?query=*`, (response) => response.pause())
  stalled.on('error', () => undefined).end()

  const samples: { edits: number; memory: Memory }[] = []
  const begun = Date.now()
  for (let edit = 1; edit <= edits; edit++) {
    const patch = { set: { title: `Web Development ${edit}`, notes: 'x'.repeat(2_000) } }
    await client.action({
      actionType: 'sanity.action.document.edit',
      draftId: 'drafts.service.web',
      publishedId: 'service.web',
      patch,
    })
    if (edit % 30 === 0)
      await client.action({
        actionType: 'sanity.action.document.publish',
        draftId: 'drafts.service.web',
        publishedId: 'service.web',
      })
    if (edit % 10 === 0) await client.fetch(siteContentQuery, {}, { perspective: edit % 20 ? 'drafts' : 'published' })
    if (edit % 5 === 0)
      await fetch(`${url}/v2025-02-19/users/me/keyvalue`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify([{ key: `studio.recent.${edit}`, value: { edit } }]),
      })
    if (edit % sampleEvery === 0) {
      samples.push({ edits: edit, memory: await read() })
      process.stdout.write(`\r${edit} edits, ${((Date.now() - begun) / 1000).toFixed(0)} s`)
    }
  }
  const seconds = (Date.now() - begun) / 1000
  listeners.forEach((listener) => listener.unsubscribe())
  stalled.destroy()

  // The query that froze the lake, and a count every 100 ms beside it: how long each count waited for its answer.
  const nested = client.fetch('*{"a":*{"b":*{"c":*{"d":*{"e":*}}}}}').then(
    () => 'answered',
    (error: Error) => error.message,
  )
  const waits: number[] = []
  for (let count = 0; count < 20; count++) {
    const sent = performance.now()
    await client.fetch('count(*)')
    waits.push(performance.now() - sent)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const nestedOutcome = await nested
  child.kill()
  rmSync(folder, { recursive: true, force: true })

  // Flat: the last sample against the second (the first includes warming up).
  const [, second] = samples
  const last = samples.at(-1)!
  const growth = (key: keyof Memory) => last.memory[key] - (second ?? last).memory[key]
  const lines = [
    `| edits | RSS | heap used |`,
    `| ---: | ---: | ---: |`,
    `| 0 | ${megabytes(started.rss)} | ${megabytes(started.heapUsed)} |`,
    ...samples.map(
      ({ edits: done, memory }) =>
        `| ${done.toLocaleString('en')} | ${megabytes(memory.rss)} | ${megabytes(memory.heapUsed)} |`,
    ),
  ]
  const summary = [
    `${edits.toLocaleString('en')} edits in ${seconds.toFixed(0)} s (${(seconds / edits) * 1000 < 1 ? '<1' : ((seconds / edits) * 1000).toFixed(1)} ms each), with a publish every 30, 12 listeners reading and one that never reads, a query every 10 edits and a setting every 5.`,
    `From ${second?.edits.toLocaleString('en') ?? '—'} to ${last.edits.toLocaleString('en')} edits the heap grew ${megabytes(growth('heapUsed'))} and the RSS ${megabytes(growth('rss'))}.`,
    `The query \`*{"a":*{"b":*{"c":*{"d":*{"e":*}}}}}\` over the embedded dataset: ${nestedOutcome.replace(/\.$/, '')}. Beside it, 20 counts one every 100 ms waited ${Math.round(median(waits))} ms at the median and ${Math.round(Math.max(...waits))} ms at most.`,
  ]
  console.log(`\n${lines.join('\n')}\n\n${summary.join('\n')}`)
  if (process.argv.includes('--report')) {
    const commit = execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim()
    writeFileSync(
      'reports/lake-soak.md',
      [
        '# The local Content Lake through a long session',
        '',
        `Written by \`npm run lake:soak -- --report\` on ${new Date().toISOString().slice(0, 10)}, commit ${commit}, on ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), Node ${process.version}. Memory is read in the lake's own process after a garbage collection.`,
        '',
        ...summary.flatMap((line) => [line, '']),
        ...lines,
        '',
      ].join('\n'),
    )
    console.log('Wrote reports/lake-soak.md')
  }
}
