// The type of preview-dist-dir.mjs, for the TypeScript that imports it (scripts/preview.ts).
export function previewDistDirOf(env?: Record<string, string | undefined>): string
