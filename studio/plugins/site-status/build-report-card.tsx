// The last build report the deploy wrote (with SANITY_API_WRITE_TOKEN): how it ended, when, from which commit, its run,
// and for a failure the build's own error lines.
import { Badge, Card, Flex, Stack, Text } from '@sanity/ui'
import { Code } from '@sanity/ui/code'
import { useId } from 'react'
import { SectionCard } from './section-card'
import type { SiteStatusSnapshot } from './site-status-store'
import { shortCommit, siteWording, when } from './site-wording'

export function BuildReportCard({ snapshot, now }: { snapshot: SiteStatusSnapshot; now: number }) {
  const { report, reportProblem } = snapshot
  const linesId = useId()
  if (!report) {
    return reportProblem ? (
      <SectionCard heading={siteWording.reportHeading}>
        <Text>{siteWording.reportProblem(reportProblem)}</Text>
      </SectionCard>
    ) : null
  }
  const failed = report.outcome === 'failure'
  return (
    <SectionCard heading={siteWording.reportHeading} tone={failed ? 'critical' : 'default'}>
      <Flex align="center" gap={3} wrap="wrap">
        <Badge tone={failed ? 'critical' : 'positive'} fontSize={1} padding={2}>
          {siteWording.reportOutcome[report.outcome]}
        </Badge>
        <Text>{siteWording.reportLine(when(report.finishedAt, now), shortCommit(report.commit))}</Text>
        {report.runUrl ? (
          <Text>
            <a href={report.runUrl} target="_blank" rel="noreferrer">
              {siteWording.runLink}
            </a>
          </Text>
        ) : null}
      </Flex>
      {failed && snapshot.live?.status === 'live' ? <Text>{siteWording.stillShowing(when(snapshot.live.record.builtAt, now))}</Text> : null}
      {failed && report.errorLines.length ? (
        <Stack gap={2}>
          <Text size={1} weight="semibold" id={linesId}>
            {siteWording.errorLinesLabel}
          </Text>
          <Card as="figure" aria-labelledby={linesId} radius={2} padding={3} border tone="default" overflow="auto" style={{ margin: 0 }}>
            <Code size={1} style={{ whiteSpace: 'pre-wrap' }}>
              {report.errorLines.join('\n')}
            </Code>
          </Card>
        </Stack>
      ) : null}
    </SectionCard>
  )
}
