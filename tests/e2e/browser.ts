// How tests launch Chromium: the system's Chromium when present (this machine), else Playwright's own.
import { existsSync } from 'node:fs'
import { devices, type LaunchOptions, type PlaywrightWorkerOptions } from '@playwright/test'

const systemChromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export function chromiumLaunchOptions(): LaunchOptions {
  if (!existsSync(systemChromium)) return {}
  return {
    executablePath: systemChromium,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  }
}

/** The two screens every suite runs on: a 1280 px desktop and a 390 px phone. */
export function desktopAndPhone() {
  return {
    desktop: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromiumLaunchOptions() },
    mobile: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: chromiumLaunchOptions() },
  }
}

/**
 * What a failed test leaves behind to find its cause: a trace of its actions, their logs and the console, a screenshot
 * at the failure, and (base-test.ts) the requests of its pages. The trace leaves out DOM snapshots (and with them the
 * network) and the screencast: recorded on every test, failed or not, they made the visitor suite about 20% slower here
 * (full trace 123–144 s, median 132 s of 4 runs; this light trace 107 and 111 s; no trace 100–112 s, median 108 s of 6).
 */
export const evidenceOnFailure = {
  trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
  screenshot: 'only-on-failure',
} as const satisfies Pick<PlaywrightWorkerOptions, 'trace' | 'screenshot'>
