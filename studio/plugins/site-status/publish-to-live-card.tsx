// How long recent changes took from publish to live: the median of the last few and each change, timed by the build
// that carried it, and saying so.
import { Card, Stack, Text } from '@sanity/ui'
import { duration } from './logic/publish-to-live'
import { DocumentLink } from './document-link'
import { SectionCard } from './section-card'
import type { SiteStatusSnapshot } from './site-status-store'
import { siteWording, when } from './site-wording'

/** The changes listed one by one; the median covers more. */
const listed = 5

export function PublishToLiveCard({ snapshot, now }: { snapshot: SiteStatusSnapshot; now: number }) {
  if (!snapshot.publishToLive) return null
  const { changes, medianMs, recentCount } = snapshot.publishToLive
  return (
    <SectionCard heading={siteWording.publishToLiveHeading}>
      {medianMs === undefined ? (
        <Text>{siteWording.publishToLiveNone}</Text>
      ) : (
        <Stack gap={3}>
          <Text weight="semibold">{siteWording.publishToLiveMedian(duration(medianMs), recentCount)}</Text>
          <Text muted size={1}>
            {siteWording.publishToLiveBasis}
          </Text>
          <Stack as="ul" gap={2} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {changes.slice(0, listed).map((change) => (
              <Card as="li" key={`${change._id}@${change._rev}`} radius={2} border>
                <DocumentLink id={change._id} type={change._type}>
                  <Text size={1}>
                    {siteWording.publishToLiveLine(duration(change.ms), when(change.publishedAt, now))}
                  </Text>
                </DocumentLink>
              </Card>
            ))}
          </Stack>
        </Stack>
      )}
    </SectionCard>
  )
}
