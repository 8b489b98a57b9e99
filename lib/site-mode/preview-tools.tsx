// The export's preview tools: nothing (the preview swaps in components/preview/preview-tools.tsx, the banner and overlays).
export function PreviewTools(): null {
  return null
}
