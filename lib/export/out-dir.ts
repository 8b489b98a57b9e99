// The export folder every build step, check and server works on: OUT_DIR when set, else out/ (as next.config.mjs reads it).
import path from 'node:path'

export function outDirOf(env: Record<string, string | undefined> = process.env): string {
  return path.resolve(env.OUT_DIR?.trim() || 'out')
}
