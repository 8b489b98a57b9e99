// What moved in a Lighthouse run with a layout shift, in words for the gate's log.

type Details = { items?: { node?: { selector?: string; snippet?: string }; score?: number }[] }

/** What Lighthouse's layout-shifts audit says moved, element by element, with each shift's score. */
export function shiftedElements(audit: { details?: unknown } | undefined): string {
  const items = (audit?.details as Details | undefined)?.items ?? []
  if (!items.length) return 'no element named'
  return items
    .map(({ node, score }) => `${node?.selector ?? node?.snippet ?? 'an element'} (${score ?? '?'})`)
    .join('; ')
}
