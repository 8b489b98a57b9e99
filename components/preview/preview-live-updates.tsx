'use client'
// Preview only: draws Sanity's click-to-edit overlays and re-renders the page when content changes.
import { VisualEditing } from '@sanity/visual-editing/react'
import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useRef } from 'react'

/** Several changes in a burst (a publish touches the draft and the document) cost one refresh. */
const burstMs = 50

export function PreviewLiveUpdates() {
  const router = useRouter()
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const scheduleRefresh = useCallback(() => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => router.refresh(), burstMs)
  }, [router])

  // Changes anywhere (the Studio, the API, another editor) arrive from the server's listener, inside or outside the Studio.
  useEffect(() => {
    const events = new EventSource('/api/draft-mode/changes')
    events.addEventListener('change', scheduleRefresh)
    // Marks the page once the listener is connected, so a test (or a curious editor) knows edits will now appear.
    events.addEventListener('ready', () => document.documentElement.setAttribute('data-preview-live', 'ready'))
    return () => {
      clearTimeout(timer.current)
      events.close()
    }
  }, [scheduleRefresh])

  // Inside the Presentation tool, its refresh button and mutation events land here too.
  return <VisualEditing portal refresh={() => Promise.resolve(scheduleRefresh())} />
}
