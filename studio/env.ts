// The Sanity project the Studio edits (set SANITY_STUDIO_PROJECT_ID and _DATASET once it exists) and where its preview runs.
export const projectId = process.env.SANITY_STUDIO_PROJECT_ID || 'your-project-id'
export const dataset = process.env.SANITY_STUDIO_DATASET || 'production'
/** The preview server's origin (npm run preview), shown in the Presentation tool. */
export const previewUrl = process.env.SANITY_STUDIO_PREVIEW_URL || 'http://localhost:3333'
