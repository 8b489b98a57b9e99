// The scripts npm run build (scripts/build.ts) runs around next build, in order: the content step before it, the
// post-build steps after it, on the build's staging folder. precompress stays last: a later change would leave its siblings stale.
export const contentStep = 'fetch-content.ts'
export const postBuildSteps = ['islands.ts', 'security-headers.ts', 'build-record.ts', 'precompress.ts'] as const
