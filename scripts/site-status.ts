// `npm run site-status`: what the live site (SITE_URL) shows against what is published (the embedded dataset, or
// Sanity through the usual variables): its build, each document waiting for a rebuild, how many are live, and how long
// recent changes took from publish to live (measured to the build that carried them).
// Exits 0 when it could tell; non-zero, naming SITE_URL and what it got, when the live site gave no valid build.json.
import { runWhenStarted, type Print } from '../tools/cli/command'
import { ContentError } from '../lib/content/content-error'
import { fetchPublishedRevisions } from '../lib/content/published-revisions'
import { describeSource, resolveContentSource } from '../lib/content/source-config'
import { compareWithLive, defaultOverdueAfterMs, timeAgo } from '../studio/plugins/site-status/logic/compare'
import { fetchLiveBuild } from '../studio/plugins/site-status/logic/live-build'
import { duration, measuredToBuild, publishToLive } from '../studio/plugins/site-status/logic/publish-to-live'

/** What `npm run site-status` does with the environment given, printing as it goes: the exit code. */
export async function siteStatus(
  env: Record<string, string | undefined> = process.env,
  print: Print = console,
): Promise<number> {
  const siteUrl = env.SITE_URL?.trim()
  if (!siteUrl) {
    print.error(
      'npm run site-status needs SITE_URL, the live site’s address (for example SITE_URL=https://www.example.com)',
    )
    return 2
  }

  const source = resolveContentSource(env)
  const live = await fetchLiveBuild(siteUrl, { expectedSource: source.kind === 'sanity' ? source : undefined })
  if (live.status !== 'live') {
    print.error(
      `SITE_URL ${siteUrl}: ${live.status === 'unreachable' ? 'the live site cannot be reached' : 'no valid build.json'}: ${live.reason}`,
    )
    return 1
  }

  let published
  try {
    published = await fetchPublishedRevisions(source)
  } catch (error) {
    print.error(
      `Cannot read the published documents from ${describeSource(source)}: ${error instanceof ContentError ? error.message : error}`,
    )
    return 1
  }

  const status = compareWithLive(published, live, Date.now(), defaultOverdueAfterMs)
  print.log(`live build: ${live.record.builtAt} ${live.record.commit ?? '(no commit)'}`)
  for (const document of status.documents.filter(({ state }) => state === 'waiting')) {
    const late = document.overdue ? ' (the rebuild seems not to have happened)' : ''
    print.log(
      `waiting ${document._type} ${document._id} published ${document.publishedAt} (${timeAgo(document.publishedAt)})${late}`,
    )
  }
  for (const id of status.removed) print.log(`waiting (unpublished, still live) ${id}`)
  print.log(`${status.liveCount} of ${status.documents.length} documents live`)

  const { changes, medianMs, recentCount } = publishToLive(live.record)
  if (medianMs === undefined)
    print.log('publish to live: no change has gone live since the live site began keeping its history')
  else {
    print.log(
      `publish to live: median ${duration(medianMs)} over the last ${recentCount === 1 ? 'change' : `${recentCount} changes`}. ${measuredToBuild}`,
    )
    for (const change of changes.slice(0, recentCount))
      print.log(
        `  ${duration(change.ms)} ${change._type} ${change._id} published ${change.publishedAt}, built ${change.builtAt}`,
      )
  }
  return 0
}

await runWhenStarted(import.meta.url, siteStatus)
