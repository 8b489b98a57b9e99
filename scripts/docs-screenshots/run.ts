// `npm run docs:screenshots`: remakes every picture in docs/ (the site and the Studio for README.md, the Site tool's
// three screens for the editors' page) with the Studio suite's own servers, on its usual addresses so each picture shows
// the same ports every time; extra arguments go to Playwright.
import { spawnSync } from 'node:child_process'
import path from 'node:path'

/** The Studio suite's port variables: unset, every address in the pictures is the suite's default (4380–4385). */
const portVariables = [
  'STUDIO_E2E_PORT',
  'CONTENT_LAKE_PORT',
  'PREVIEW_PORT',
  'STUDIO_E2E_DEV_PORT',
  'STUDIO_E2E_SITE_PORT',
  'STUDIO_E2E_HOOK_PORT',
]

const env: NodeJS.ProcessEnv = { ...process.env, SITE_TOOL_SCREENSHOTS: '1' }
for (const name of portVariables) delete env[name]

const config = path.join('scripts', 'docs-screenshots', 'playwright.config.ts')
const run = spawnSync(
  path.resolve('node_modules/.bin/playwright'),
  ['test', '--config', config, ...process.argv.slice(2)],
  { stdio: 'inherit', env },
)
if (run.status === 0)
  console.log('The pictures in docs/ are new: look at them (git diff --stat docs/) before committing.')
process.exit(run.status ?? 1)
