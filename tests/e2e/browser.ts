// How tests launch Chromium: the system's Chromium when present (this machine), else Playwright's own.
import { existsSync } from 'node:fs'
import { devices, type LaunchOptions } from '@playwright/test'

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
