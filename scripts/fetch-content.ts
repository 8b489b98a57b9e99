// `npm run content`: bakes the content snapshot (CONTENT_SNAPSHOT_FILE; npm run build gives each build its own), or fails
// with every problem. A failure removes nothing: no snapshot another build or next dev reads, no export in OUT_DIR.
import { ContentError } from '../lib/content/content-error'
import { formatCounts } from '../lib/content/site-content'
import { snapshotFileOf, writeSnapshot } from '../lib/content/snapshot'
import { describeSource, resolveContentSource } from '../lib/content/source-config'
import { siteUrlProblem } from '../lib/site-url'
import { shownPath } from 'local-content-lake/shown-path'

// The real address or no deploy: checked before anything is fetched.
const siteUrlError = siteUrlProblem()
if (siteUrlError) {
  console.error(`\n${siteUrlError}\n`)
  process.exit(1)
}

// Loaded only now: the Studio's validation rules bring in all of Sanity (seconds), and a bad SITE_URL needs none of it.
const { fetchSiteContent } = await import('../lib/content/fetch-site-content')
const source = resolveContentSource()
const snapshotFile = snapshotFileOf()
console.log(`Content source: ${describeSource(source)}`)
const started = performance.now()
try {
  const content = await fetchSiteContent(source)
  await writeSnapshot(content, snapshotFile)
  console.log(
    `Baked ${formatCounts(content)} in ${Math.round(performance.now() - started)} ms → ${shownPath(snapshotFile)}`,
  )
} catch (error) {
  console.error(error instanceof ContentError ? `\n${error.message}\n` : error)
  process.exitCode = 1
}
