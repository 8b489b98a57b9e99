// The Site tool's and the badges' wording. Editor-facing tooling, never shown to visitors, so it lives here rather than in Sanity.
import { timeAgo } from './logic/compare'

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })
const time = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' })
const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`

/** "3 min ago (23 Nov 2026, 10:32)": how long ago, and when. */
export const when = (iso: string, now: number) => `${timeAgo(iso, now)} (${dateTime.format(new Date(iso))})`
export const clockTime = (iso: string) => time.format(new Date(iso))
export const shortCommit = (commit: string | null) => (commit ? commit.slice(0, 7) : null)

export const siteWording = {
  toolTitle: 'Site',
  heading: 'Is my change live?',
  checkNow: 'Check now',
  checking: 'Checking the live site…',
  liveSiteLink: 'Open the live site',

  liveBuildHeading: 'The live site',
  builtAt: (whenText: string, commit: string | null) => `Built ${whenText}${commit ? ` from commit ${commit}` : ''}.`,
  liveCount: (live: number, total: number) =>
    live === total
      ? `All ${plural(total, 'published document')} are live.`
      : `${live} of ${plural(total, 'published document')} are live.`,
  unreachableHeading: 'The live site cannot be reached',
  invalidHeading: 'The live site does not say what it shows',
  notSetUpHeading: 'No live site is set up',
  unsureNote: 'Until it answers, nothing here is shown as live.',
  olderBuild: (seenText: string) =>
    `This is an older build than the one the site showed before (built ${seenText}): the site was rolled back, or a cache still serves an older copy. What it shows now is what is compared here. If nobody rolled it back, tell a developer.`,
  publishedProblemHeading: 'The published documents could not be read',

  waitingHeading: (count: number) => `Waiting for the site to rebuild (${count})`,
  waitingLine: (ago: string) => `Waiting for the site to rebuild, published ${ago}`,
  overdueBadge: 'Overdue',
  overdueHeading: 'The rebuild seems not to have happened',
  overdueText: (minutes: number) =>
    `A change has waited more than ${plural(minutes, 'minute')}, longer than a rebuild takes. The build may have failed or never started.`,
  deployRunsLink: 'See the deploy runs',
  localRebuildText: 'Locally, npm run studio builds the site again after each publish; its terminal shows each build.',
  noLocalSiteHeading: 'No local site answers',
  noLocalSiteText:
    'npm run studio serves the local site and builds it again after each publish. Started another way, the Studio has no local site to ask.',
  localSiteBuildingHeading: 'The local site is being built',
  localSiteBuildingText:
    'npm run studio is making the first build of the local site; its terminal shows the build. This shows what is live once it is served.',
  localBuildFailedHeading: 'The local site could not be built',
  localBuildFailedText: (whenText: string) =>
    `npm run studio’s first build of the local site failed ${whenText}, so nothing here is shown as live. It builds the site again after the next publish.`,
  localBuildFailedAdvice:
    'If these lines name a document and a field, correct it and publish again; if not, send them to a developer.',
  removedHeading: 'Unpublished, still on the live site until it rebuilds',

  publishToLiveHeading: 'From publish to live',
  publishToLiveMedian: (took: string, count: number) =>
    count === 1
      ? `The last change went live ${took} after it was published.`
      : `Recent changes went live ${took} after they were published (median of the last ${count}).`,
  publishToLiveNone:
    'No change has gone live since the live site began keeping its history. After the next publish and rebuild, this shows how long it took.',
  publishToLiveLine: (took: string, publishedText: string) =>
    `Live ${took} after it was published ${publishedText}, counted to the build.`,
  /** What the figures count, in the editor's words: from Publish to the rebuilt site, not the host's switch-over after it. */
  publishToLiveBasis:
    'Counted from each publish to the moment the site was rebuilt with it; putting that build online afterwards is not counted.',

  reportHeading: 'Last build',
  reportOutcome: { success: 'Succeeded', failure: 'Failed' },
  reportLine: (whenText: string, commit: string | null) => `Finished ${whenText}${commit ? `, commit ${commit}` : ''}.`,
  runLink: 'View the run',
  stillShowing: (whenText: string) => `Until a build succeeds, the live site keeps showing the build made ${whenText}.`,
  supersededText: (whenText: string) =>
    `A newer build has gone live since (built ${whenText}): this failure no longer holds the site back.`,
  errorLinesLabel: 'Why it failed, in the build’s own words',
  reportProblem: (problem: string) => `The last build report cannot be read: ${problem}`,

  rebuildHeading: 'Rebuild',
  rebuildText: 'Start a new build of the site now, without waiting for the next publish.',
  rebuildNow: 'Rebuild now',
  rebuilding: 'Asking the host…',
  rebuildAccepted: (at: string, status: number) =>
    `The host accepted the rebuild at ${at} (HTTP ${status}). The site changes when the build finishes; this page follows it.`,
  rebuildRefused: (status: number, statusText: string) =>
    `The deploy hook refused the rebuild (HTTP ${status}${statusText ? ` ${statusText}` : ''}). Ask your developer to check it.`,
  rebuildRequested: (at: string) =>
    `The host was asked for a rebuild at ${at}. The site changes when the build finishes; this page follows it. The host’s answer cannot be read from the Studio: if nothing changes within a few minutes, ask your developer to check the deploy hook.`,
  rebuildUnreachable: (reason: string) => `The deploy hook gave ${reason}: the rebuild may not have started.`,
  rebuildByHandText:
    'Rebuilds start by themselves when you publish. To start one by hand, open the deploy workflow and choose “Run workflow”.',
  rebuildByHandLink: 'Open the deploy workflow',
  rebuildAutomaticText: 'Rebuilds start by themselves when you publish.',

  badge: {
    live: 'Live',
    waiting: 'Waiting for rebuild',
    unknown: 'Live status unknown',
    noLocalSite: 'No local site',
    noLocalSiteTitle: (url: string) =>
      `Nothing answers at ${url}: npm run studio serves the local site. See the Site tool.`,
    localSiteBuilding: 'Local site building',
    localSiteBuildingTitle: 'npm run studio is making the first build of the local site. See the Site tool.',
    localBuildFailed: 'Local site build failed',
    localBuildFailedTitle: 'npm run studio could not build the local site. See the Site tool for why.',
    liveTitle: (builtAt: string) => `The live site shows this published version (built ${builtAt}).`,
    waitingTitle: (ago: string) => `Published ${ago}; the live site still shows the version before. See the Site tool.`,
    overdueTitle: (ago: string) =>
      `Published ${ago} and still not live: the rebuild seems not to have happened. See the Site tool.`,
    unknownTitle: (reason: string) => `The live site could not be read (${reason}). See the Site tool.`,
  },
} as const
