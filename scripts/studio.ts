// npm run studio: the Studio on STUDIO_PORT (3333). Without SANITY_STUDIO_PROJECT_ID it first starts the local Content
// Lake on the embedded dataset, so the Studio works offline and logged in; Ctrl+C or SIGTERM stops both.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { draftsFileFor } from '../lib/content-lake/dataset-persistence'
import { startContentLake } from '../lib/content-lake/start-content-lake'
import { defaultDatasetFile } from '../lib/content/source-config'

const studioPort = Number(process.env.STUDIO_PORT ?? 3333)
const sanity = path.join(process.cwd(), 'node_modules', '.bin', 'sanity')
const realProject = process.env.SANITY_STUDIO_PROJECT_ID?.trim()

function startStudio(env: NodeJS.ProcessEnv) {
  return spawn(sanity, ['dev', '--port', String(studioPort)], { cwd: 'studio', stdio: 'inherit', env })
}

/** Resolves once the Studio's dev server answers, so the URLs are printed when they work. */
async function studioAnswers(url: string): Promise<void> {
  for (;;) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

if (realProject) {
  // A real project: the Studio exactly as `sanity dev` runs it, against Sanity's API.
  const studio = startStudio(process.env)
  studio.on('exit', (code) => process.exit(code ?? 1))
} else {
  const datasetFile = path.resolve(process.env.CONTENT_DATASET_FILE?.trim() || defaultDatasetFile)
  const lake = await startContentLake({ datasetFile, port: Number(process.env.CONTENT_LAKE_PORT ?? 3335) })
  // A localhost name, not 127.0.0.1: the Studio calls <projectId>.localhost, which browsers resolve to this machine.
  const lakeUrl = `http://localhost:${lake.port}`
  const studio = startStudio({ ...process.env, SANITY_STUDIO_CONTENT_LAKE_URL: lakeUrl })
  let stopping = false
  const stop = async (code: number) => {
    if (stopping) return
    stopping = true
    studio.kill('SIGTERM')
    await lake.close()
    process.exit(code)
  }
  process.once('SIGINT', () => void stop(0))
  process.once('SIGTERM', () => void stop(0))
  studio.on('exit', (code) => void stop(code ?? 1))

  const studioUrl = `http://localhost:${studioPort}/`
  await studioAnswers(studioUrl)
  const relative = (file: string) => path.relative(process.cwd(), file) || file
  console.log(`\nStudio:             ${studioUrl} (logged in as the local editor)`)
  console.log(`Local Content Lake: ${lakeUrl}/ — publishing writes ${relative(datasetFile)}, drafts stay in ${relative(draftsFileFor(datasetFile))}`)
  console.log('Ctrl+C stops both.\n')
}
