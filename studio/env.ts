// The Sanity project the Studio edits — a real one (SANITY_STUDIO_PROJECT_ID) or the local Content Lake — and where its preview runs.
import { siteStatusOptionsOf } from './plugins/site-status/site-status-options'

const realProjectId = process.env.SANITY_STUDIO_PROJECT_ID?.trim()

/** Without a real project the Studio edits the local Content Lake (npm run studio), which has no login. */
export const usesLocalContentLake = !realProjectId
export const projectId = realProjectId || 'local'
export const dataset = process.env.SANITY_STUDIO_DATASET || 'production'
/** The local Content Lake's address (npm run studio sets it); its API answers under <projectId>.localhost there. */
export const contentLakeUrl = process.env.SANITY_STUDIO_CONTENT_LAKE_URL || 'http://localhost:3335'
/** The preview server's origin (npm run preview), shown in the Presentation tool. */
export const previewUrl = process.env.SANITY_STUDIO_PREVIEW_URL || 'http://localhost:3334'
/** The Site tool's live site, deploy runs, overdue threshold and polling (docs/deploying.md#set-up-the-site-tool). */
export const siteStatusOptions = siteStatusOptionsOf(
  {
    // Each read by name: the Studio's build bakes in exactly the SANITY_STUDIO_* variables it sees spelled out.
    SANITY_STUDIO_SITE_URL: process.env.SANITY_STUDIO_SITE_URL,
    SANITY_STUDIO_DEPLOY_RUNS_URL: process.env.SANITY_STUDIO_DEPLOY_RUNS_URL,
    SANITY_STUDIO_REBUILD_OVERDUE_MINUTES: process.env.SANITY_STUDIO_REBUILD_OVERDUE_MINUTES,
    SANITY_STUDIO_SITE_POLL_SECONDS: process.env.SANITY_STUDIO_SITE_POLL_SECONDS,
  },
  { local: usesLocalContentLake, projectId, dataset },
)
