// `npm run content`: bakes the content snapshot (CONTENT_SNAPSHOT_FILE; npm run build gives each build its own), or fails
// with every problem. A failure removes nothing: no snapshot another build or next dev reads, no export in OUT_DIR.
import { runWhenStarted, type Print } from '../tools/cli/command'
import { ContentError } from '../lib/content/content-error'
import { formatCounts } from '../lib/content/site-content'
import { snapshotFileOf, writeSnapshot } from '../lib/content/snapshot'
import { describeSource, resolveContentSource } from '../lib/content/source-config'
import { siteUrlProblem } from '../lib/site-url'
import { shownPath } from 'local-content-lake/shown-path'

/** What `npm run content` does with the environment given, printing as it goes: the exit code, 0 once baked. */
export async function fetchContent(
  env: Record<string, string | undefined> = process.env,
  print: Print = console,
): Promise<number> {
  // The real address or no deploy: checked before anything is fetched.
  const siteUrlError = siteUrlProblem(env)
  if (siteUrlError) {
    print.error(`\n${siteUrlError}\n`)
    return 1
  }
  // Loaded only now: the Studio's validation rules bring in all of Sanity (seconds), and a bad SITE_URL needs none of it.
  const { fetchSiteContent } = await import('../lib/content/fetch-site-content')
  const source = resolveContentSource(env)
  const snapshotFile = snapshotFileOf(env)
  print.log(`Content source: ${describeSource(source)}`)
  const started = performance.now()
  try {
    const content = await fetchSiteContent(source)
    await writeSnapshot(content, snapshotFile)
    print.log(
      `Baked ${formatCounts(content)} in ${Math.round(performance.now() - started)} ms → ${shownPath(snapshotFile)}`,
    )
    return 0
  } catch (error) {
    print.error(error instanceof ContentError ? `\n${error.message}\n` : error)
    return 1
  }
}

await runWhenStarted(import.meta.url, fetchContent)
