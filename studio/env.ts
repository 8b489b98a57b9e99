// The Sanity project the Studio edits — a real one (SANITY_STUDIO_PROJECT_ID) or the local Content Lake — and where its preview runs.
const realProjectId = process.env.SANITY_STUDIO_PROJECT_ID?.trim()

/** Without a real project the Studio edits the local Content Lake (npm run studio), which has no login. */
export const usesLocalContentLake = !realProjectId
export const projectId = realProjectId || 'local'
export const dataset = process.env.SANITY_STUDIO_DATASET || 'production'
/** The local Content Lake's address (npm run studio sets it); its API answers under <projectId>.localhost there. */
export const contentLakeUrl = process.env.SANITY_STUDIO_CONTENT_LAKE_URL || 'http://localhost:3335'
/** The preview server's origin (npm run preview), shown in the Presentation tool. */
export const previewUrl = process.env.SANITY_STUDIO_PREVIEW_URL || 'http://localhost:3334'
