// Where the preview builds: PREVIEW_DIST_DIR, else .next-preview/ (its own folder, so a preview build never clobbers the
// export's .next/). npm run studio's preview builds into a folder of its own (tools/servers/preview-process.ts), so that
// npm run preview or npm run dev:preview can run beside it. Plain JavaScript: next.config.mjs imports it too.
export function previewDistDirOf(env = process.env) {
  return env.PREVIEW_DIST_DIR?.trim() || '.next-preview'
}
