// Measures the local Content Lake's memory on the embedded dataset, in a process of its own: started, then after a
// session's worth of editing driven from this process (listeners held open, queries, edits and publishes).
import { fork } from 'node:child_process'
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createClient } from '@sanity/client'
import { siteContentQuery } from '../lib/content/queries'
import { defaultDatasetFile } from '../lib/content/source-config'
import { startContentLake } from '../lib/content-lake/start-content-lake'

type Report = { rss: number; heapUsed: number }
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

if (process.argv[2] === '--lake') {
  // The measured process: Node, the lake's modules, the lake. It answers each message with its memory.
  const report = (): Report => (global.gc?.(), process.memoryUsage())
  const baseline = report()
  const lake = await startContentLake({ datasetFile: process.argv[3]!, log: () => undefined })
  process.send!({ url: lake.url, baseline, started: report() })
  process.on('message', () => process.send!(report()))
} else {
  const folder = mkdtempSync(path.join(tmpdir(), 'lake-memory-'))
  const datasetFile = path.join(folder, 'dataset.ndjson')
  copyFileSync(defaultDatasetFile, datasetFile)
  const child = fork(process.argv[1]!, ['--lake', datasetFile], { execArgv: [...process.execArgv, '--expose-gc'] })
  const next = <T>() => new Promise<T>((resolve) => child.once('message', (message) => resolve(message as T)))
  const { url, baseline, started } = await next<{ url: string; baseline: Report; started: Report }>()
  const client = createClient({ projectId: 'local', dataset: 'production', apiVersion: '2025-02-19', apiHost: url, useProjectHostname: false, useCdn: false })
  const listeners = Array.from({ length: 12 }, () => client.listen('*', {}, { effectFormat: 'mendoza' }).subscribe())
  for (let round = 0; round < 200; round++) await client.fetch(siteContentQuery, {}, { perspective: round % 2 ? 'drafts' : 'published' })
  for (let edit = 0; edit < 300; edit++) {
    const patch = { set: { title: `Web Development ${edit}` } }
    await client.action({ actionType: 'sanity.action.document.edit', draftId: 'drafts.service.web', publishedId: 'service.web', patch })
    if (edit % 30 === 29) await client.action({ actionType: 'sanity.action.document.publish', draftId: 'drafts.service.web', publishedId: 'service.web' })
  }
  child.send('report')
  const after = await next<Report>()
  const line = (label: string, { rss, heapUsed }: Report) =>
    console.log(`${label.padEnd(58)} RSS ${megabytes(rss).padStart(9)}   heap used ${megabytes(heapUsed).padStart(8)}`)
  line('Node with the lake’s modules loaded', baseline)
  line('the lake started on the embedded dataset', started)
  line('after 12 listeners, 200 queries, 300 edits, 10 publishes', after)
  listeners.forEach((listener) => listener.unsubscribe())
  child.kill()
  rmSync(folder, { recursive: true, force: true })
}
