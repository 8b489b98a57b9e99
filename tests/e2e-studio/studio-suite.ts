// The Studio suite's names: its ports, the dataset copy its lake writes to, and where its Studio and site builds go.
import path from 'node:path'

/** The built Studio, served statically (as `sanity build` output is deployed). */
export const studioPort = Number(process.env.STUDIO_E2E_PORT ?? 4380)
export const lakePort = Number(process.env.CONTENT_LAKE_PORT ?? 4381)
export const previewPort = Number(process.env.PREVIEW_PORT ?? 4382)
/** Where the journey through `npm run studio` (sanity dev) serves its Studio. */
export const devStudioPort = Number(process.env.STUDIO_E2E_DEV_PORT ?? 4383)
/** The live site the Site tool asks (baked into the Studio as SANITY_STUDIO_SITE_URL). */
export const sitePort = Number(process.env.STUDIO_E2E_SITE_PORT ?? 4384)
/** A stand-in for a host's deploy hook, behind "Rebuild now". */
export const hookPort = Number(process.env.STUDIO_E2E_HOOK_PORT ?? 4385)

/** Everything the suite writes lives here (git-ignored), never in content/ or out/. */
export const suiteFolder = path.resolve('.test-builds', 'studio')
/** A copy of the embedded dataset that the suite's lake publishes into. */
export const datasetFile = path.join(suiteFolder, 'dataset.ndjson')
export const studioDist = path.join(suiteFolder, 'studio-dist')

/** The addresses the browser uses: localhost names, since the Studio calls <projectId>.localhost for its API. */
export const studioUrl = `http://localhost:${studioPort}`
export const lakeUrl = `http://localhost:${lakePort}`
export const previewUrl = `http://localhost:${previewPort}`
/** As `npm run serve` prints it: the live site, and the address its builds are made for (SITE_URL). */
export const liveSiteUrl = `http://127.0.0.1:${sitePort}`
/** Baked into the Studio as SANITY_STUDIO_DEPLOY_RUNS_URL: a link the tests read, never follow. */
export const deployRunsUrl = 'https://github.com/owner/northbeam/actions/workflows/deploy.yml'
/** Baked into the Studio as SANITY_STUDIO_SITE_POLL_SECONDS: a test sees a rebuild within a second or two, not 30 s. */
export const sitePollSeconds = 1
