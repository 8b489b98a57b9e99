// The variables the preview cannot run without; checked by npm run preview before building and by the server per request.
export const requiredPreviewVariables = ['SANITY_PROJECT_ID', 'SANITY_API_READ_TOKEN'] as const

/** Names the first missing variable, or undefined when all are set. */
export function missingPreviewVariable(env: Record<string, string | undefined> = process.env): string | undefined {
  return requiredPreviewVariables.find((name) => !env[name]?.trim())
}
