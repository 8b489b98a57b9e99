// Each published document the live site does not show yet, with when it was published; a warning with the way to
// the deploy runs once a change has waited past the threshold; and what the site still shows but is unpublished.
import { Badge, Card, Flex, Stack, Text } from '@sanity/ui'
import { Clock } from 'lucide-react'
import { DocumentLink } from './document-link'
import { SectionCard } from './section-card'
import type { SiteStatusOptions } from './site-status-options'
import type { SiteStatusSnapshot } from './site-status-store'
import { siteWording } from './site-wording'
import { timeAgo } from './logic/compare'
import { ExternalLink } from './external-link'

export function WaitingCard({
  snapshot,
  options,
  now,
}: {
  snapshot: SiteStatusSnapshot
  options: SiteStatusOptions
  now: number
}) {
  const { status } = snapshot
  if (!status) return null
  const waiting = status.documents.filter(({ state }) => state === 'waiting')
  if (waiting.length === 0 && status.removed.length === 0) return null
  return (
    <SectionCard heading={siteWording.waitingHeading(waiting.length + status.removed.length)} tone="caution">
      {status.overdue ? <OverdueWarning options={options} /> : null}
      {waiting.length ? (
        <Stack as="ul" gap={2} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {waiting.map((document) => (
            <Card as="li" key={document._id} radius={2} border>
              <DocumentLink id={document._id} type={document._type}>
                <Flex align="center" gap={2} wrap="wrap">
                  <Text size={1}>
                    <Clock size="1em" aria-hidden />
                  </Text>
                  <Text size={1}>{siteWording.waitingLine(timeAgo(document.publishedAt, now))}</Text>
                  {document.overdue ? <Badge tone="critical">{siteWording.overdueBadge}</Badge> : null}
                </Flex>
              </DocumentLink>
            </Card>
          ))}
        </Stack>
      ) : null}
      {status.removed.length ? (
        <Stack gap={2}>
          <Text size={1} weight="semibold">
            {siteWording.removedHeading}
          </Text>
          {status.removed.map((id) => (
            <Text key={id} size={1}>
              <code>{id}</code>
            </Text>
          ))}
        </Stack>
      ) : null}
    </SectionCard>
  )
}

function OverdueWarning({ options }: { options: SiteStatusOptions }) {
  return (
    <Card role="alert" radius={2} padding={3} tone="critical" border>
      <Stack gap={3}>
        <Text weight="semibold">{siteWording.overdueHeading}</Text>
        <Text size={1}>{siteWording.overdueText(Math.round(options.overdueAfterMs / 60_000))}</Text>
        {options.deployRunsUrl ? (
          <Text size={1}>
            <ExternalLink href={options.deployRunsUrl}>{siteWording.deployRunsLink}</ExternalLink>
          </Text>
        ) : options.local ? (
          <Text size={1}>{siteWording.localRebuildText}</Text>
        ) : null}
      </Stack>
    </Card>
  )
}
