// `npm run dev`: next dev that follows content. It bakes the snapshot, starts next dev, and bakes again on every change:
// an edit of the dataset file (the local Studio's publish writes it too) or, with SANITY_PROJECT_ID, a mutation Sanity
// reports. A content error is printed and the last good snapshot stays; dev never needs SITE_URL and never touches the
// export (out/). Its snapshot is its own (a build beside it bakes another), read by next dev through CONTENT_SNAPSHOT_FILE.
import path from 'node:path'
import { parseArgs } from 'node:util'
import { ContentError } from '../lib/content/content-error'
import { fetchSiteContent } from '../lib/content/fetch-site-content'
import { followSiteChanges } from '../lib/content/follow-site-changes'
import { ownSnapshotFile } from '../lib/content/own-snapshot'
import { formatCounts } from '../lib/content/site-content'
import { snapshotVersion, writeSnapshot } from '../lib/content/snapshot'
import { describeSource, resolveContentSource } from '../lib/content/source-config'
import { sanityClientFor } from '../lib/content/sources/sanity-client'
import { exitIfPortTaken } from 'local-content-lake/bind-port'
import { SerialQueue } from 'local-content-lake/serial-queue'
import { watchFiles } from 'local-content-lake/watch-files'
import { startNextServer } from '../tools/servers/next-server'

// Before next dev loads: its pages read the snapshot this names.
process.env.CONTENT_SNAPSHOT_FILE = ownSnapshotFile('dev')
const source = resolveContentSource()
const time = () => new Date().toLocaleTimeString()

const baking = new SerialQueue()
/** Bakes one snapshot at a time, in the order changes arrive. */
function bake(reason: string): Promise<void> {
  return baking.run(async () => {
    const started = performance.now()
    try {
      const content = await fetchSiteContent(source)
      await writeSnapshot(content)
      console.log(
        `[content ${time()}] ${reason}: baked ${formatCounts(content)} in ${Math.round(performance.now() - started)} ms; reload the page`,
      )
    } catch (error) {
      const message = error instanceof ContentError ? error.message : String(error)
      console.error(`[content ${time()}] ${reason}: not baked, the page keeps the last good content.\n${message}`)
    }
  })
}

let timer: NodeJS.Timeout | undefined
/** Editors save in bursts (a publish writes the draft and the document): one bake per burst. */
const soon = (reason: string) => {
  clearTimeout(timer)
  timer = setTimeout(() => void bake(reason), 150)
}

console.log(`Content source: ${describeSource(source)}`)
await bake('start')
if (snapshotVersion() === 0)
  console.error('No content to show yet: fix the problems above; npm run dev keeps watching.')

if (source.kind === 'dataset-file') {
  const name = path.basename(source.file)
  watchFiles([source.file], () => void bake(`${name} changed`), {
    settleMs: 150,
    broken: (error) =>
      console.error(
        `[content] no longer watching ${source.file} (${error.message}); restart npm run dev to follow edits`,
      ),
  })
} else {
  followSiteChanges(
    sanityClientFor(source),
    soon,
    (error) => console.error(`[content] listening to Sanity failed: ${error}`),
    () => console.log(`[content ${time()}] listening to Sanity for changes`),
  )
}

// next dev's own options: where it listens (this machine only, unless HOST says otherwise).
const { values } = parseArgs({
  options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
})
const url = await startNextServer({
  dev: true,
  port: Number(values.port ?? process.env.PORT ?? 3000),
  hostname: values.hostname ?? process.env.HOST ?? '127.0.0.1',
}).catch(exitIfPortTaken)
console.log(`The site under next dev: ${url}/ (Ctrl+C to stop)`)
