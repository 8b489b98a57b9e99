// The last build report the deploy wrote (with SANITY_API_WRITE_TOKEN): how it ended, when, from which commit, its run,
// and for a failure that still holds the build's own error lines; a failure a newer live build replaced says so.
import { Badge, Flex, Text } from '@sanity/ui'
import { failureHolds } from './logic/build-report'
import { ErrorLines } from './error-lines'
import { SectionCard } from './section-card'
import type { SiteStatusSnapshot } from './site-status-store'
import { shortCommit, siteWording, when } from './site-wording'
import { ExternalLink } from './external-link'

/** The live build's time, when the live site could be read. */
export const liveBuiltAt = (snapshot: SiteStatusSnapshot) =>
  snapshot.live?.status === 'live' ? snapshot.live.record.builtAt : undefined

export function BuildReportCard({ snapshot, now }: { snapshot: SiteStatusSnapshot; now: number }) {
  const { report, reportProblem } = snapshot
  if (!report) {
    return reportProblem ? (
      <SectionCard heading={siteWording.reportHeading}>
        <Text>{siteWording.reportProblem(reportProblem)}</Text>
      </SectionCard>
    ) : null
  }
  const builtAt = liveBuiltAt(snapshot)
  const holds = failureHolds(report, builtAt)
  const superseded = report.outcome === 'failure' && !holds && builtAt !== undefined
  return (
    <SectionCard heading={siteWording.reportHeading} tone={holds ? 'critical' : 'default'}>
      <Flex align="center" gap={3} wrap="wrap">
        <Badge tone={holds ? 'critical' : superseded ? 'default' : 'positive'} fontSize={1} padding={2}>
          {siteWording.reportOutcome[report.outcome]}
        </Badge>
        <Text>{siteWording.reportLine(when(report.finishedAt, now), shortCommit(report.commit))}</Text>
        {report.runUrl ? (
          <Text>
            <ExternalLink href={report.runUrl}>{siteWording.runLink}</ExternalLink>
          </Text>
        ) : null}
      </Flex>
      {superseded ? <Text>{siteWording.supersededText(when(builtAt, now))}</Text> : null}
      {holds && builtAt ? <Text>{siteWording.stillShowing(when(builtAt, now))}</Text> : null}
      {holds && report.errorLines.length ? (
        <ErrorLines label={siteWording.errorLinesLabel} lines={report.errorLines.join('\n')} />
      ) : null}
    </SectionCard>
  )
}
