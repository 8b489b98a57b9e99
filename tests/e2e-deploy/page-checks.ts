// What the deploy suite's specs look at on a page: the policy violations the browser reports, and the paths of the
// requests that stayed on the site's own origin.
import type { Page, Request } from '@playwright/test'

declare global {
  interface Window {
    cspViolations: string[]
    injectedScriptRan?: boolean
  }
}

/** Collects every Content Security Policy violation of the pages this page opens into `window.cspViolations`. */
export async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) =>
      window.cspViolations.push(`${event.violatedDirective} ${event.blockedURI || 'inline'}`),
    )
  })
}

/** The paths of the requests that went to `origin`, in order. */
export const sameOriginPaths = (requests: Request[], origin: string) =>
  requests
    .map((request) => new URL(request.url()))
    .filter((url) => url.origin === origin)
    .map((url) => url.pathname)
