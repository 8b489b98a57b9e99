// The Site tool: what the live site shows against what is published, the last build's report, and a way to rebuild.
import { Box, Button, Card, Container, Flex, Heading, Spinner, Stack, Text } from '@sanity/ui'
import { RefreshCw } from 'lucide-react'
import { useState } from 'react'
import type { Tool } from 'sanity'
import { failureHolds } from './logic/build-report'
import { BuildReportCard, liveBuiltAt } from './build-report-card'
import { LiveBuildCard } from './live-build-card'
import { PublishToLiveCard } from './publish-to-live-card'
import { RebuildCard } from './rebuild-card'
import type { SiteStatusOptions } from './site-status-options'
import { siteWording } from './site-wording'
import { useSiteStatus } from './use-site-status'
import { WaitingCard } from './waiting-card'

export function SiteTool({ tool }: { tool: Tool<SiteStatusOptions> }) {
  const options = tool.options!
  const { snapshot, refresh } = useSiteStatus(options)
  const [checking, setChecking] = useState(false)
  const checkNow = async () => {
    setChecking(true)
    await refresh().finally(() => setChecking(false))
  }
  // Every "… ago" counts from the last check, so a render shows one moment.
  const now = snapshot.checkedAt ?? 0
  // A failure that a newer live build replaced is only for reference.
  const failed = failureHolds(snapshot.report, liveBuiltAt(snapshot))

  return (
    <Card height="fill" overflow="auto" tone="transparent" data-testid="site-tool">
      <Container width={2} paddingX={4} paddingY={5}>
        <Stack gap={4}>
          <Flex align="center" gap={3} wrap="wrap">
            <Box flex={1}>
              <Heading as="h1" size={3}>
                {siteWording.heading}
              </Heading>
            </Box>
            <Button
              icon={<RefreshCw size="1em" aria-hidden />}
              mode="ghost"
              text={siteWording.checkNow}
              onClick={checkNow}
              loading={checking}
              disabled={!snapshot.ready}
            />
          </Flex>
          {snapshot.ready ? (
            <>
              <LiveBuildCard snapshot={snapshot} options={options} now={now} />
              {/* A failed build explains why changes wait: it comes first; a good one is only for reference. */}
              {failed ? <BuildReportCard snapshot={snapshot} now={now} /> : null}
              <WaitingCard snapshot={snapshot} options={options} now={now} />
              <PublishToLiveCard snapshot={snapshot} now={now} />
              {failed ? null : <BuildReportCard snapshot={snapshot} now={now} />}
              <RebuildCard snapshot={snapshot} options={options} onRebuilt={refresh} />
            </>
          ) : (
            <Flex align="center" gap={3} role="status">
              <Spinner muted />
              <Text muted>{siteWording.checking}</Text>
            </Flex>
          )}
        </Stack>
      </Container>
    </Card>
  )
}
