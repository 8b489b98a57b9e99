// `npm run content:pull`: exports the published site documents of a real Sanity dataset into content/dataset.ndjson,
// after checking them with the build's validation. Needs SANITY_PROJECT_ID, a `sanity login` or SANITY_AUTH_TOKEN.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { writeFileAtomically } from '../lib/content/atomic-file'
import { ContentError } from '../lib/content/content-error'
import { fetchSiteContent } from '../lib/content/fetch-site-content'
import { siteDocumentTypes } from '../lib/content/site-content'
import { formatDatasetFile, parseNdjson } from '../lib/content/sources/dataset-file'
import { defaultDatasetFile } from '../lib/content/source-config'

const projectId = process.env.SANITY_PROJECT_ID
const dataset = process.env.SANITY_DATASET || 'production'
if (!projectId) {
  console.error('Set SANITY_PROJECT_ID (and SANITY_DATASET if it is not "production") to pull a dataset.')
  process.exit(1)
}
const types = siteDocumentTypes.join(',')
const work = mkdtempSync(path.join(tmpdir(), 'dataset-pull-'))
try {
  const archive = path.join(work, 'export.tar.gz')
  execFileSync(
    'npx',
    [
      'sanity',
      'dataset',
      'export',
      dataset,
      archive,
      '--project-id',
      projectId,
      '--no-assets',
      '--no-drafts',
      '--types',
      types,
      '--overwrite',
    ],
    { cwd: 'studio', stdio: 'inherit' },
  )
  execFileSync('tar', ['-xzf', archive, '-C', work])
  const folder = readdirSync(work, { withFileTypes: true }).find((entry) => entry.isDirectory())
  if (!folder) throw new Error('The export archive holds no folder with data.ndjson')
  const exported = path.join(work, folder.name, 'data.ndjson')
  // Sorted by _id (formatDatasetFile) so that pulling twice gives the same file, as the local Content Lake writes it.
  const documents = parseNdjson(readFileSync(exported, 'utf8'), 'data.ndjson')
  const candidate = path.join(work, 'dataset.ndjson')
  const text = formatDatasetFile(documents)
  writeFileSync(candidate, text)
  await fetchSiteContent({ kind: 'dataset-file', file: candidate })
  await writeFileAtomically(defaultDatasetFile, text)
  console.log(
    `✓ Wrote ${documents.length} documents from ${projectId}/${dataset} to ${path.relative(process.cwd(), defaultDatasetFile)}`,
  )
} catch (error) {
  console.error(error instanceof ContentError ? error.message : error)
  process.exitCode = 1
} finally {
  rmSync(work, { recursive: true, force: true })
}
