// The tools npm test needs outside node_modules, each found the way the suites find it, and how to install a missing one.
import { spawnSync } from 'node:child_process'
import { accessSync, constants, readFileSync } from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { Launcher } from 'chrome-launcher'
import semver from 'semver'
import { nginxBinary, systemChromium } from './tool-paths'

type Env = Record<string, string | undefined>

/** A tool npm test needs: what needs it, how it was looked for, and one way to install it per system. */
export interface MissingTool {
  name: string
  neededBy: string
  /** Where it was looked for, in the order the suites look. */
  lookedFor: string
  debian: string
  macos: string
}

/** What the checks ask of the machine, replaceable so a test can make a tool absent without uninstalling it. */
export interface ToolFinders {
  /** Playwright's own Chromium (`npx playwright install chromium`), where Playwright would launch it from. */
  playwrightChromium: () => string
  /** A Chrome or Chromium that Lighthouse's launcher (chrome-launcher) finds by itself when none is configured. */
  installedChrome: () => string | undefined
}

/** The machine's own answers: where Playwright keeps its browser, and the first Chrome chrome-launcher finds. */
export const machineFinders: ToolFinders = {
  playwrightChromium: () => chromium.executablePath(),
  installedChrome: () => {
    try {
      return Launcher.getInstallations()[0]
    } catch {
      // chrome-launcher throws on a platform it does not know: then it finds none either.
      return undefined
    }
  },
}

const isExecutable = (file: string | undefined): file is string => {
  if (!file) return false
  try {
    accessSync(file, constants.X_OK)
    return true
  } catch {
    return false
  }
}

/** The first `name` on the PATH given, as a shell would find it. */
function onPath(name: string, env: Env): string | undefined {
  return (env.PATH ?? '')
    .split(path.delimiter)
    .filter(Boolean)
    .map((dir) => path.join(dir, name))
    .find(isExecutable)
}

/** The Node versions package.json's `engines` allows, the range npm install holds every Node to (engine-strict). */
export function requiredNode(): string {
  const range = (JSON.parse(readFileSync('package.json', 'utf8')) as { engines?: { node?: string } }).engines?.node
  if (!range || !semver.validRange(range))
    throw new Error(`package.json: engines.node is ${JSON.stringify(range)}, not a version range`)
  return range
}

function nodeTooOld(version: string): MissingTool | undefined {
  const range = requiredNode()
  if (semver.satisfies(version, range)) return undefined
  return {
    name: `Node ${range}`,
    neededBy: 'Sanity, its CLI and the test tools (package.json engines)',
    lookedFor: `node on the PATH (found ${version})`,
    debian:
      'curl -fsSL https://deb.nodesource.com/setup_24.x | sudo -E bash - && sudo apt-get install -y nodejs   (or with nvm: nvm install)',
    macos: 'brew install node   (or with nvm: nvm install, which reads .nvmrc)',
  }
}

// The order of tests/e2e/browser.ts: the headless shell, else Chromium (both overridable), else Playwright's own.
function testBrowserMissing(env: Env, finders: ToolFinders): MissingTool | undefined {
  const { headlessShell, chromium } = systemChromium(env)
  const candidates = [headlessShell, chromium, finders.playwrightChromium()]
  if (candidates.some(isExecutable)) return undefined
  return {
    name: 'Chromium (for the Playwright suites)',
    neededBy: 'every Playwright suite and the size budgets',
    lookedFor: `${candidates.join(', ')} (CHROMIUM_HEADLESS_SHELL_PATH, CHROMIUM_PATH, Playwright's own)`,
    debian:
      'sudo apt-get install -y chromium chromium-headless-shell   (or: npx playwright install --with-deps chromium)',
    macos: 'npx playwright install chromium',
  }
}

// scripts/lighthouse.ts launches CHROMIUM_PATH or /usr/bin/chromium, else whatever chrome-launcher finds.
function lighthouseBrowserMissing(env: Env, finders: ToolFinders): MissingTool | undefined {
  const configured = systemChromium(env).chromium
  if (isExecutable(configured) || isExecutable(finders.installedChrome())) return undefined
  return {
    name: 'Chrome or Chromium (for Lighthouse)',
    neededBy: 'npm run lighthouse:assert',
    lookedFor: `${configured} (CHROMIUM_PATH), nor a Chrome that chrome-launcher finds (CHROME_PATH, google-chrome, chromium)`,
    debian: 'sudo apt-get install -y chromium',
    macos: 'brew install --cask google-chrome',
  }
}

// macOS ships a /usr/bin/java that only says no runtime is installed: the check runs it.
function javaMissing(env: Env): MissingTool | undefined {
  const java = onPath('java', env)
  const runs =
    java &&
    spawnSync(java, ['-version'], { env: env as NodeJS.ProcessEnv, stdio: 'ignore', timeout: 5_000 }).status === 0
  if (runs) return undefined
  return {
    name: 'Java',
    neededBy: 'the Nu HTML Checker (npm run check:html, vnu-jar)',
    lookedFor: java ? `${java} (its -version failed: no Java runtime behind it)` : 'java on the PATH',
    debian: 'sudo apt-get install -y default-jre-headless',
    macos: 'brew install --cask temurin',
  }
}

// The nginx tests/e2e-hosts/nginx-server.ts runs: a path must be executable, a bare name found on the PATH.
function nginxMissing(env: Env): MissingTool | undefined {
  const nginx = nginxBinary(env, isExecutable)
  const found = nginx.includes('/') ? isExecutable(nginx) : onPath(nginx, env) !== undefined
  if (found) return undefined
  return {
    name: 'nginx',
    neededBy: 'the hosts suite (npm run test:hosts), which serves the export with the committed deploy/nginx.conf',
    lookedFor: env.NGINX_BIN ? `NGINX_BIN=${env.NGINX_BIN}` : '/usr/sbin/nginx and nginx on the PATH',
    debian: 'sudo apt-get install -y nginx',
    macos: 'brew install nginx',
  }
}

/** Every tool npm test needs that this machine lacks, in the order the gate would reach them; empty when all are there. */
export function missingTools(env: Env, nodeVersion: string, finders: ToolFinders): MissingTool[] {
  return [
    nodeTooOld(nodeVersion),
    testBrowserMissing(env, finders),
    lighthouseBrowserMissing(env, finders),
    javaMissing(env),
    nginxMissing(env),
  ].filter((tool) => tool !== undefined)
}

/** What to print when tools are missing: each one, why, where it was looked for, and how to install it. */
export function missingToolsMessage(missing: MissingTool[]): string {
  const count = missing.length === 1 ? 'a tool it needs is missing' : `${missing.length} tools it needs are missing`
  const tools = missing.map(
    (tool) =>
      `  ${tool.name}, for ${tool.neededBy}\n` +
      `    looked for: ${tool.lookedFor}\n` +
      `    Debian/Ubuntu: ${tool.debian}\n` +
      `    macOS:         ${tool.macos}`,
  )
  return `npm test cannot start: ${count}.\n\n${tools.join('\n\n')}\n`
}
