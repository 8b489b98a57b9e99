// CI on GitHub: points the suites (tests/e2e/browser.ts) at Playwright's own Chromium and headless shell, as KEY=value
// lines for $GITHUB_ENV. Without it they would take the runner's /usr/bin/chromium, a Chromium snapshot of its own.
import { chromium } from '@playwright/test'

// Playwright runs its headless shell for headless launches and names no path for it: the launched process does. The
// launch also proves the install works, before any suite starts.
const server = await chromium.launchServer()
const headlessShell = server.process().spawnfile
await server.close()
console.log(`CHROMIUM_PATH=${chromium.executablePath()}`)
console.log(`CHROMIUM_HEADLESS_SHELL_PATH=${headlessShell}`)
