// `npm run content`: bakes the build's content snapshot, or fails with every problem and leaves no half-built site.
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { ContentError } from '../lib/content/content-error'
import { formatCounts } from '../lib/content/site-content'
import { removeSnapshot, snapshotFile, writeSnapshot } from '../lib/content/snapshot'
import { describeSource, resolveContentSource } from '../lib/content/source-config'
import { outDirOf } from '../lib/export/out-dir'
import { siteUrlProblem } from '../lib/site-url'

// The real address or no deploy: checked before anything is fetched.
const siteUrlError = siteUrlProblem()
if (siteUrlError) {
  await removeSnapshot()
  await rm(outDirOf(), { recursive: true, force: true })
  console.error(`\n${siteUrlError}\n`)
  process.exit(1)
}

// Loaded only now: the Studio's validation rules bring in all of Sanity (seconds), and a bad SITE_URL needs none of it.
const { fetchSiteContent } = await import('../lib/content/fetch-site-content')
const source = resolveContentSource()
console.log(`Content source: ${describeSource(source)}`)
const started = performance.now()
try {
  const content = await fetchSiteContent(source)
  await writeSnapshot(content)
  console.log(`Baked ${formatCounts(content)} in ${Math.round(performance.now() - started)} ms → ${path.relative(process.cwd(), snapshotFile)}`)
} catch (error) {
  await removeSnapshot()
  await rm(outDirOf(), { recursive: true, force: true })
  console.error(error instanceof ContentError ? `\n${error.message}\n` : error)
  process.exitCode = 1
}
