// npm run preview: builds and starts the editors' preview server (the site as a Next server reading Sanity per request).
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { missingPreviewVariable } from '../lib/preview/preview-variables'

const missing = missingPreviewVariable()
if (missing) {
  console.error(
    `npm run preview needs ${missing}. Set SANITY_PROJECT_ID (and SANITY_DATASET, SANITY_API_HOST as for the build) and SANITY_API_READ_TOKEN, a Viewer token: the preview reads drafts.`,
  )
  process.exit(1)
}

const next = path.join(process.cwd(), 'node_modules', '.bin', 'next')
const env = { ...process.env, SITE_MODE: 'preview' }
const port = process.env.PORT ?? '3333'
const host = process.env.HOST ?? '127.0.0.1'

function run(args: string[]): void {
  const { status } = spawnSync(next, args, { stdio: 'inherit', env })
  if (status !== 0) process.exit(status ?? 1)
}

// PREVIEW_SKIP_BUILD lets a test suite reuse a preview build it made a moment ago.
if (!process.env.PREVIEW_SKIP_BUILD) {
  run(['build'])
}
run(['start', '--port', port, '--hostname', host])
