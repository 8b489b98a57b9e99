// `npm run content:check -- [file.ndjson]`: checks a dataset file with exactly the build's validation, writes nothing.
import { runWhenStarted, type Print } from '../tools/cli/command'
import { ContentError } from '../lib/content/content-error'
import { fetchSiteContent } from '../lib/content/fetch-site-content'
import { formatCounts } from '../lib/content/site-content'
import { describeSource, resolveContentSource } from '../lib/content/source-config'

/** What `npm run content:check` does with the arguments and environment given, printing as it goes: the exit code. */
export async function checkDataset(
  args: string[] = process.argv.slice(2),
  env: Record<string, string | undefined> = process.env,
  print: Print = console,
): Promise<number> {
  const [file] = args
  const source = resolveContentSource(file ? { ...env, SANITY_PROJECT_ID: '', CONTENT_DATASET_FILE: file } : env)
  try {
    const content = await fetchSiteContent(source)
    print.log(`✓ ${describeSource(source)} is valid: ${formatCounts(content)}`)
    return 0
  } catch (error) {
    print.error(error instanceof ContentError ? error.message : error)
    return 1
  }
}

await runWhenStarted(import.meta.url, checkDataset)
