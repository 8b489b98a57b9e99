// out/build.json: what a build was made from (time, commit, content source, each baked document's revision), so the
// Studio and `npm run site-status` can ask the live site what it shows instead of trusting a CI's word.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { SiteContent } from '../../lib/content/site-content'
import type { ContentSource } from '../../lib/content/source-config'
import {
  buildRecordFile,
  parseBuildRecord,
  recentChangesKept,
  type BuildChange,
  type BuildRecord,
  type BuildSource,
} from '../../studio/plugins/site-status/logic/build-record'
import { fetchLiveBuild } from '../../studio/plugins/site-status/logic/live-build'

function currentCommit(env: Record<string, string | undefined>): string | null {
  if (env.GITHUB_SHA?.trim()) return env.GITHUB_SHA.trim()
  try {
    return (
      execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() ||
      null
    )
  } catch {
    return null
  }
}

function sourceOf(source: ContentSource): BuildSource {
  if (source.kind === 'dataset-file')
    return { kind: 'dataset-file', file: path.relative(process.cwd(), source.file) || source.file }
  return { kind: 'sanity', projectId: source.projectId, dataset: source.dataset }
}

const sameSource = (a: BuildSource, b: BuildSource) => JSON.stringify(a) === JSON.stringify(b)

/**
 * The record of this build. With the previous live build's record (same content source), it also carries the recent
 * changes: each baked revision the previous build did not have, then the previous record's own, newest first. Without
 * one, no change can be told from an old document, so the history starts empty.
 */
export function buildRecordOf(
  content: SiteContent,
  source: ContentSource,
  siteUrl: string,
  {
    env = process.env,
    previous,
    now = new Date(),
  }: { env?: Record<string, string | undefined>; previous?: BuildRecord; now?: Date } = {},
): BuildRecord {
  const builtAt = now.toISOString()
  const baked = [
    content.settings,
    content.home,
    ...content.services,
    ...content.benefits,
    ...content.portfolio,
    ...content.legalPages,
  ].map((document) => {
    const { _id, _type, _rev, _updatedAt } = document as {
      _id: string
      _type: string
      _rev?: unknown
      _updatedAt?: unknown
    }
    if (typeof _rev !== 'string' || _rev === '')
      throw new Error(`Document "${_id}" has no _rev: the build record needs every baked document's revision`)
    if (typeof _updatedAt !== 'string' || Number.isNaN(Date.parse(_updatedAt)))
      throw new Error(
        `Document "${_id}" has no valid _updatedAt: the build record needs when each revision was published`,
      )
    return { _id, _type, _rev, publishedAt: _updatedAt }
  })
  const record: BuildRecord = {
    builtAt,
    commit: currentCommit(env),
    source: sourceOf(source),
    siteUrl,
    documents: Object.fromEntries(baked.map(({ _id, _rev }) => [_id, _rev])),
  }
  const carried = previous && sameSource(previous.source, record.source) ? previous : undefined
  const newChanges: BuildChange[] = carried
    ? baked
        .filter(({ _id, _rev }) => carried.documents[_id] !== _rev)
        .sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt))
        .map((change) => ({ ...change, builtAt }))
    : []
  return { ...record, changes: [...newChanges, ...(carried?.changes ?? [])].slice(0, recentChangesKept) }
}

/**
 * The record of the build live before this one, whose changes this build carries on: `location` is the live site's
 * address (its build.json is asked, as the Site tool does) or a build.json file. Anything else than a valid record is
 * a reason, never a failed build: the history then starts again.
 */
export async function previousBuildRecord(
  location: string | undefined,
): Promise<{ record?: BuildRecord; note: string }> {
  if (!location?.trim())
    return { note: 'no previous build named (PREVIOUS_BUILD): the change history starts with this build' }
  if (/^https?:\/\//.test(location)) {
    const live = await fetchLiveBuild(location, { timeoutMs: 5_000 })
    return live.status === 'live'
      ? { record: live.record, note: `changes carried on from ${live.url}` }
      : { note: `${live.reason}: the change history starts with this build` }
  }
  let text: string
  try {
    text = await readFile(location, 'utf8')
  } catch {
    return { note: `no ${location}: the change history starts with this build` }
  }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { note: `${location} is not JSON: the change history starts with this build` }
  }
  const { record, problem } = parseBuildRecord(value)
  return record
    ? { record, note: `changes carried on from ${location}` }
    : { note: `${location} is not a build record (${problem}): the change history starts with this build` }
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
