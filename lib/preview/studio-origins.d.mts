// The type of studio-origins.mjs, for the TypeScript that imports it (scripts/preview.ts, tools/servers).
export function studioFrameAncestors(value?: string): string[]
