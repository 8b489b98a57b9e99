// Rebuild by hand: "Rebuild now" POSTs to the host's deploy hook (from its private document) once a click and says how
// the host answered; without a hook, the way to run the deploy workflow by hand.
import { Button, Stack, Text } from '@sanity/ui'
import { RotateCw } from 'lucide-react'
import { useRef, useState } from 'react'
import { requestRebuild, type RebuildResult } from './logic/deploy-hook'
import { SectionCard } from './section-card'
import type { SiteStatusOptions } from './site-status-options'
import type { SiteStatusSnapshot } from './site-status-store'
import { clockTime, siteWording } from './site-wording'
import { ExternalLink } from './external-link'

function resultText(result: RebuildResult): string {
  if (result.outcome === 'accepted') return siteWording.rebuildAccepted(clockTime(result.at), result.status)
  if (result.outcome === 'refused') return siteWording.rebuildRefused(result.status, result.statusText)
  if (result.outcome === 'requested') return siteWording.rebuildRequested(clockTime(result.at))
  return siteWording.rebuildUnreachable(result.reason)
}

export function RebuildCard({
  snapshot,
  options,
  onRebuilt,
}: {
  snapshot: SiteStatusSnapshot
  options: SiteStatusOptions
  onRebuilt: () => void
}) {
  const [sending, setSending] = useState(false)
  const [result, setResult] = useState<RebuildResult>()
  // Set at once, not at the next render as `sending` is: a second click before it cannot send a second request.
  const inFlight = useRef(false)
  const hook = snapshot.deployHookUrl

  const rebuild = async () => {
    if (!hook || inFlight.current) return
    inFlight.current = true
    setSending(true)
    const answer = await requestRebuild(hook)
    inFlight.current = false
    setSending(false)
    setResult(answer)
    if (answer.outcome === 'accepted' || answer.outcome === 'requested') onRebuilt()
  }

  return (
    <SectionCard heading={siteWording.rebuildHeading}>
      {hook ? (
        <Stack gap={3}>
          <Text>{siteWording.rebuildText}</Text>
          <div>
            <Button
              icon={<RotateCw size="1em" aria-hidden />}
              tone="primary"
              text={sending ? siteWording.rebuilding : siteWording.rebuildNow}
              onClick={rebuild}
              disabled={sending}
            />
          </div>
          {/* In the page before the answer, so a screen reader announces the answer when it arrives. */}
          <div role="status">{result ? <Text>{resultText(result)}</Text> : null}</div>
        </Stack>
      ) : snapshot.deployHookProblem ? (
        <Text>{snapshot.deployHookProblem}</Text>
      ) : options.deployRunsUrl ? (
        <Stack gap={3}>
          <Text>{siteWording.rebuildByHandText}</Text>
          <Text>
            <ExternalLink href={options.deployRunsUrl}>{siteWording.rebuildByHandLink}</ExternalLink>
          </Text>
        </Stack>
      ) : (
        <Text>{options.local ? siteWording.localRebuildText : siteWording.rebuildAutomaticText}</Text>
      )}
    </SectionCard>
  )
}
