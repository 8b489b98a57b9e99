// How tests launch Chromium: the system's Chromium when present (this machine), else Playwright's own.
import { existsSync } from 'node:fs'
import type { LaunchOptions } from '@playwright/test'

const systemChromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export function chromiumLaunchOptions(): LaunchOptions {
  if (!existsSync(systemChromium)) return {}
  return {
    executablePath: systemChromium,
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
