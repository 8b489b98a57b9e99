'use client'
// Preview only: draws Sanity's click-to-edit overlays and re-renders the page when content changes, once per change.
import { VisualEditing } from '@sanity/visual-editing/react'
import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useRef } from 'react'

/** Several changes in a burst (a publish touches the draft and the document) cost one refresh. */
const burstMs = 50

/**
 * Counts on the page, as `data-preview-live` marks the stream: the refreshes made, and the refreshes the Presentation
 * tool asked for, so a test (or a curious editor) can tell that the tool's requests were heard and how many refreshes they cost.
 */
function countOnPage(name: 'previewRefreshes' | 'previewToolAsked'): void {
  const { dataset } = document.documentElement
  dataset[name] = String(Number(dataset[name] ?? 0) + 1)
}

export function PreviewLiveUpdates() {
  const router = useRouter()
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  /** Whether the change stream is connected: then it alone answers for changes. */
  const live = useRef(false)
  const scheduleRefresh = useCallback(() => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => {
      countOnPage('previewRefreshes')
      router.refresh()
    }, burstMs)
  }, [router])

  // Changes anywhere (the Studio, the API, another editor) arrive from the server's listener, inside or outside the Studio.
  useEffect(() => {
    const events = new EventSource('/api/draft-mode/changes')
    let connectedBefore = false
    events.addEventListener('change', scheduleRefresh)
    events.addEventListener('ready', () => {
      // After a dropped connection nobody announced what changed meanwhile: catch up once.
      if (connectedBefore) scheduleRefresh()
      connectedBefore = true
      live.current = true
      // Marks the page once the listener is connected, so a test (or a curious editor) knows edits will now appear.
      document.documentElement.setAttribute('data-preview-live', 'ready')
    })
    events.addEventListener('error', () => {
      // The browser reconnects by itself; until then the Presentation tool's own mutation events refresh the page.
      live.current = false
      document.documentElement.setAttribute('data-preview-live', 'reconnecting')
    })
    return () => {
      clearTimeout(timer.current)
      events.close()
    }
  }, [scheduleRefresh])

  // Inside the Presentation tool: its refresh button always refreshes; its mutation events only while the stream is down,
  // since the stream already reports every change (and the tool sends each one twice).
  return (
    <VisualEditing
      portal
      refresh={(payload) => {
        countOnPage('previewToolAsked')
        return payload.source === 'mutation' && live.current ? false : Promise.resolve(scheduleRefresh())
      }}
    />
  )
}
