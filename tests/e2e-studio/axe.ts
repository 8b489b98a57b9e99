// axe (WCAG 2.2 AA) on the Studio, split by whose the violation is: our parts (the Site tool, our inputs), each marked
// with a data-testid of ours, fail a test; Sanity's own chrome is compared with the list in
// docs/decisions/0031-studio-accessibility-upstream.md, so a new one, or one fixed upstream, is noticed.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

/** The roots of what we wrote: the Site tool and the custom inputs of studio/components/. */
export const ourParts = ['site-tool', 'icon-input', 'gradient-input', 'image-url-preview'].map(
  (id) => `[data-testid="${id}"]`,
)

export { upstreamRules } from './upstream-violations'

export interface StudioViolations {
  /** `rule: target` for each element inside one of our parts. */
  ours: string[]
  /** The rule ids of every other violation: Sanity's own. */
  theirs: string[]
}

export async function studioViolations(page: Page): Promise<StudioViolations> {
  // Our parts on this page: each one must be found, or the check would pass for want of looking.
  const present = []
  for (const part of ourParts) if (await page.locator(part).count()) present.push(part)
  if (!present.length) throw new Error(`none of our parts is on ${page.url()}: ${ourParts.join(', ')}`)
  const builder = () => new AxeBuilder({ page }).withTags(tags)
  const ours = (await present.reduce((axe, part) => axe.include(part), builder()).analyze()).violations.flatMap(
    (violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id}: ${node.target.join(' ')} (${node.failureSummary?.split('\n').slice(1).join(' ').trim()})`,
      ),
  )
  const theirs = (await present.reduce((axe, part) => axe.exclude(part), builder()).analyze()).violations.map(
    (violation) => violation.id,
  )
  return { ours, theirs: [...new Set(theirs)].sort() }
}
