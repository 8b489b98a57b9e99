// The Sanity project the Studio edits; set SANITY_STUDIO_PROJECT_ID (and _DATASET) once the project exists.
export const projectId = process.env.SANITY_STUDIO_PROJECT_ID || 'your-project-id'
export const dataset = process.env.SANITY_STUDIO_DATASET || 'production'
