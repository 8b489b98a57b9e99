// When and from which commit the live site was built and how much of what is published it shows (and that it is older
// than a build shown before); or, plainly, why the tool cannot tell.
import { Stack, Text } from '@sanity/ui'
import { localSiteAbsence } from './logic/live-build'
import { ErrorLines } from './error-lines'
import { SectionCard } from './section-card'
import type { SiteStatusOptions } from './site-status-options'
import type { SiteStatusSnapshot } from './site-status-store'
import { shortCommit, siteWording, when } from './site-wording'
import { ExternalLink } from './external-link'

/** The check's reason as a sentence: "no answer from …" → "No answer from ….". */
const sentence = (reason: string) => `${reason.charAt(0).toUpperCase()}${reason.slice(1)}.`

export function LiveBuildCard({
  snapshot,
  options,
  now,
}: {
  snapshot: SiteStatusSnapshot
  options: SiteStatusOptions
  now: number
}) {
  const { live, status, publishedProblem } = snapshot
  if (!live) return null
  if (live.status !== 'live') {
    const local = options.local ? localSiteAbsence(live) : undefined
    const failed = local === 'failed' ? live.localBuild : undefined
    const heading = !options.siteUrl
      ? siteWording.notSetUpHeading
      : local === 'none'
        ? siteWording.noLocalSiteHeading
        : local === 'building'
          ? siteWording.localSiteBuildingHeading
          : failed
            ? siteWording.localBuildFailedHeading
            : live.status === 'unreachable'
              ? siteWording.unreachableHeading
              : siteWording.invalidHeading
    return (
      <SectionCard heading={heading} tone={local === 'building' ? 'caution' : 'critical'}>
        <Stack gap={3}>
          <Text>{sentence(live.reason)}</Text>
          {local === 'none' ? <Text>{siteWording.noLocalSiteText}</Text> : null}
          {local === 'building' ? <Text>{siteWording.localSiteBuildingText}</Text> : null}
          {failed?.state === 'failed' ? (
            <>
              <Text>{siteWording.localBuildFailedText(when(failed.failedAt, now))}</Text>
              <ErrorLines label={siteWording.errorLinesLabel} lines={failed.error} />
              <Text>{siteWording.localBuildFailedAdvice}</Text>
            </>
          ) : (
            <Text muted>{siteWording.unsureNote}</Text>
          )}
        </Stack>
      </SectionCard>
    )
  }
  const allLive = status !== undefined && status.liveCount === status.documents.length
  return (
    <SectionCard
      heading={siteWording.liveBuildHeading}
      tone={live.newerSeen ? 'caution' : allLive ? 'positive' : 'default'}
    >
      <Stack gap={3}>
        <Text>{siteWording.builtAt(when(live.record.builtAt, now), shortCommit(live.record.commit))}</Text>
        {live.newerSeen ? <Text>{siteWording.olderBuild(when(live.newerSeen, now))}</Text> : null}
        {status ? (
          <Text weight="semibold">{siteWording.liveCount(status.liveCount, status.documents.length)}</Text>
        ) : null}
        {publishedProblem ? (
          <Text>
            {siteWording.publishedProblemHeading}: {publishedProblem}
          </Text>
        ) : null}
        <Text size={1}>
          <ExternalLink href={live.record.siteUrl}>{siteWording.liveSiteLink}</ExternalLink>{' '}
          <span>({live.record.siteUrl})</span>
        </Text>
      </Stack>
    </SectionCard>
  )
}
