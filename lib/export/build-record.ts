// out/build.json: what a build was made from (time, commit, content source, each baked document's revision), so the
// Studio and `npm run site-status` can ask the live site what it shows instead of trusting a CI's word.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { SiteContent } from '../content/site-content'
import type { ContentSource } from '../content/source-config'
import { buildRecordFile, parseBuildRecord, type BuildRecord, type BuildSource } from '../site-status/build-record'

function currentCommit(env: Record<string, string | undefined>): string | null {
  if (env.GITHUB_SHA?.trim()) return env.GITHUB_SHA.trim()
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || null
  } catch {
    return null
  }
}

function sourceOf(source: ContentSource): BuildSource {
  if (source.kind === 'dataset-file') return { kind: 'dataset-file', file: path.relative(process.cwd(), source.file) || source.file }
  return { kind: 'sanity', projectId: source.projectId, dataset: source.dataset }
}

export function buildRecordOf(
  content: SiteContent,
  source: ContentSource,
  siteUrl: string,
  env: Record<string, string | undefined> = process.env,
): BuildRecord {
  const baked = [content.settings, content.home, ...content.services, ...content.benefits, ...content.portfolio, ...content.legalPages]
  const documents = Object.fromEntries(
    baked.map((document) => {
      const { _id, _rev } = document as { _id: string; _rev?: unknown }
      if (typeof _rev !== 'string' || _rev === '') throw new Error(`Document "${_id}" has no _rev: the build record needs every baked document's revision`)
      return [_id, _rev]
    }),
  )
  return { builtAt: new Date().toISOString(), commit: currentCommit(env), source: sourceOf(source), siteUrl, documents }
}

/** The base path an export was built for, from its build.json ('' when there is none, as for an export before it existed). */
export function exportBasePath(outDir: string): string {
  const file = path.join(outDir, buildRecordFile)
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch {
    return ''
  }
  const { record, problem } = parseBuildRecord(JSON.parse(text))
  if (!record) throw new Error(`${file} is not a build record: ${problem}`)
  return new URL(record.siteUrl).pathname.replace(/\/$/, '')
}
