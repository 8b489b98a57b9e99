// npm run studio: the Studio on STUDIO_PORT (3333). Without SANITY_STUDIO_PROJECT_ID it first starts the local Content
// Lake on the embedded dataset, so the Studio works offline and logged in, and the local site on LOCAL_SITE_PORT (3000),
// rebuilt after each publish, so the Site tool says what is live here; once the Studio answers, the preview server on
// PREVIEW_PORT (3334) builds in the background for the Presentation tool. Ctrl+C or SIGTERM stops them all.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { draftsFileFor, LakeStartError, startContentLake } from 'local-content-lake'
import { privateDocumentPaths } from '../studio/plugins/site-status/logic/private-documents'
import { defaultDatasetFile } from '../lib/content/source-config'
import { afterResolvingMergeConflict } from '../lib/content/sources/dataset-file'
import { exitIfPortTaken, PortTakenError } from 'local-content-lake/bind-port'
import { localSiteDirOf, startLocalSite, type LocalSite } from '../tools/servers/local-site'
import { previewPortIfFree, startPreviewProcess, type PreviewProcess } from '../tools/servers/preview-process'
import { untilAnswered } from '../tools/servers/until-answered'
import { shownPath } from 'local-content-lake/shown-path'

const studioPort = Number(process.env.STUDIO_PORT ?? 3333)
const sanity = path.join(process.cwd(), 'node_modules', '.bin', 'sanity')
const realProject = process.env.SANITY_STUDIO_PROJECT_ID?.trim()

function startStudio(env: NodeJS.ProcessEnv) {
  return spawn(sanity, ['dev', '--port', String(studioPort)], { cwd: 'studio', stdio: 'inherit', env })
}

if (realProject) {
  // A real project: the Studio exactly as `sanity dev` runs it, against Sanity's API.
  const studio = startStudio(process.env)
  studio.on('exit', (code) => process.exit(code ?? 1))
} else {
  const datasetFile = path.resolve(process.env.CONTENT_DATASET_FILE?.trim() || defaultDatasetFile)
  // The Presentation tool frames the preview started below, unless told to frame another (SANITY_STUDIO_PREVIEW_URL).
  const previewElsewhere = process.env.SANITY_STUDIO_PREVIEW_URL?.trim()
  const requestedPreviewPort = Number(process.env.PREVIEW_PORT ?? 3334)
  const lake = await startContentLake({
    datasetFile,
    port: Number(process.env.CONTENT_LAKE_PORT ?? 3335),
    // Only the Studio's pages and the preview's read drafts and write; scripts and servers send no Origin.
    browserOrigins: [
      `http://localhost:${studioPort}`,
      previewElsewhere ? new URL(previewElsewhere).origin : `http://localhost:${requestedPreviewPort}`,
    ],
    privatePaths: privateDocumentPaths,
    afterResolving: afterResolvingMergeConflict,
  }).catch((error: unknown) => {
    // Another lake on this file, or a file it cannot read: the words say what to do; a stack would bury them.
    if (error instanceof LakeStartError) {
      console.error(`\n${error.message}\n`)
      process.exit(1)
    }
    return exitIfPortTaken(error)
  })
  // A localhost name, not 127.0.0.1: the Studio calls <projectId>.localhost, which browsers resolve to this machine.
  const lakeUrl = `http://localhost:${lake.port}`
  const sitePort = Number(process.env.LOCAL_SITE_PORT ?? 3000)
  let site: LocalSite | undefined
  try {
    site = await startLocalSite({ outDir: localSiteDirOf(), datasetFile, port: sitePort })
  } catch (error) {
    if (!(error instanceof PortTakenError)) throw error
  }
  // The Site tool reads the local site, or what answers on its port when that is taken, unless told to read another
  // (SANITY_STUDIO_SITE_URL).
  const siteEnv = process.env.SANITY_STUDIO_SITE_URL?.trim()
    ? {}
    : { SANITY_STUDIO_SITE_URL: site?.url ?? `http://127.0.0.1:${sitePort}` }
  const previewPort = previewElsewhere ? undefined : await previewPortIfFree(requestedPreviewPort)
  // On a taken port too: Presentation frames what answers there, as the line printed below says.
  const previewEnv = previewElsewhere
    ? {}
    : { SANITY_STUDIO_PREVIEW_URL: `http://localhost:${previewPort ?? requestedPreviewPort}` }
  const studio = startStudio({ ...process.env, ...siteEnv, ...previewEnv, SANITY_STUDIO_CONTENT_LAKE_URL: lakeUrl })
  let preview: PreviewProcess | undefined
  let stopping = false
  const stop = async (code: number) => {
    if (stopping) return
    stopping = true
    studio.kill('SIGTERM')
    // Each is stopped whatever the others do; what fails to stop is said, and the exit code says so too.
    const results = await Promise.allSettled([lake.close(), site?.close(), preview?.close()])
    const failures = results.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []))
    failures.forEach((failure) => console.error(`npm run studio could not stop cleanly: ${failure}`))
    process.exit(failures.length ? 1 : code)
  }
  process.once('SIGINT', () => void stop(0))
  process.once('SIGTERM', () => void stop(0))
  studio.on('exit', (code) => void stop(code ?? 1))

  const studioUrl = `http://localhost:${studioPort}/`
  // Printed once the Studio's dev server answers, so the URLs work when they are read.
  await untilAnswered(studioUrl, '2xx')
  // Only now: its build (a minute or so) would slow the Studio's start; a line says when the preview is ready.
  if (previewPort !== undefined && !stopping) {
    preview = startPreviewProcess({
      port: previewPort,
      lakeUrl: `http://127.0.0.1:${lake.port}`,
      studioOrigin: `http://localhost:${studioPort}`,
    })
  }
  console.log(`\nStudio:             ${studioUrl} (logged in as the local editor)`)
  console.log(
    `Local Content Lake: ${lakeUrl}/ — publishing writes ${shownPath(datasetFile)}, drafts stay in ${shownPath(draftsFileFor(datasetFile))}`,
  )
  console.log(
    site
      ? `Local site:         ${site.url}/ — ${shownPath(localSiteDirOf())}, built again after each publish`
      : `Local site:         none — port ${sitePort} is taken; the Site tool reads what answers there (LOCAL_SITE_PORT picks another port)`,
  )
  console.log(
    preview
      ? `Preview:            ${preview.url}/ — drafts for the Presentation tool, ${preview.reusing ? `from the build in ${preview.distDir}/, made from this tree` : 'building (a minute or so)'}; a line here says when it is ready`
      : previewElsewhere
        ? `Preview:            ${previewElsewhere} (SANITY_STUDIO_PREVIEW_URL), not started here`
        : `Preview:            none — port ${requestedPreviewPort} is taken; Presentation shows what answers there (PREVIEW_PORT picks another port)`,
  )
  console.log('Ctrl+C stops them all.\n')
}
