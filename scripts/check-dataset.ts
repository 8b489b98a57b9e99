// `npm run content:check -- [file.ndjson]`: checks a dataset file with exactly the build's validation, writes nothing.
import { ContentError } from '../lib/content/content-error'
import { fetchSiteContent } from '../lib/content/fetch-site-content'
import { formatCounts } from '../lib/content/site-content'
import { describeSource, resolveContentSource } from '../lib/content/source-config'

const file = process.argv[2]
const source = resolveContentSource(
  file ? { ...process.env, SANITY_PROJECT_ID: '', CONTENT_DATASET_FILE: file } : process.env,
)
try {
  const content = await fetchSiteContent(source)
  console.log(`✓ ${describeSource(source)} is valid: ${formatCounts(content)}`)
} catch (error) {
  console.error(error instanceof ContentError ? error.message : error)
  process.exitCode = 1
}
