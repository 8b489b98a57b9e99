// How tests launch Chromium: the system's Chromium when present (this machine), else Playwright's own.
import { existsSync } from 'node:fs'
import { devices, type LaunchOptions, type PlaywrightWorkerOptions } from '@playwright/test'
import { systemChromium } from '../../tools/gate/tool-paths'

const { chromium: systemChromiumPath, headlessShell: systemHeadlessShell } = systemChromium()

/**
 * The browser to launch. Tests run in Chromium's headless shell when the system has it, as Playwright's own headless
 * runs do: the same engine without the full browser's windowing layer. Here the visitor suite's 110 tests took 99 and
 * 106 s in it against 202 and 186 s in the full browser (alternating runs, all passed, the visual baselines included).
 * Measuring (Lighthouse) always uses the full browser, as PageSpeed Insights does.
 */
export function chromiumLaunchOptions(use: 'testing' | 'measuring' = 'testing'): LaunchOptions {
  const executablePath = use === 'testing' && existsSync(systemHeadlessShell) ? systemHeadlessShell : systemChromiumPath
  if (!existsSync(executablePath)) return {}
  return {
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  }
}

/** The two screens every suite runs on: a 1280 px desktop and a 390 px phone. */
export function desktopAndPhone() {
  return {
    desktop: {
      ...devices['Desktop Chrome'],
      viewport: { width: 1280, height: 800 },
      launchOptions: chromiumLaunchOptions(),
    },
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
