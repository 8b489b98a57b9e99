// `npm run report-build -- --outcome success|failure [--log build.log]`: the deploy workflow's last step. With
// SANITY_API_WRITE_TOKEN (optional) it writes the build report document the Studio's Site tool shows; without, it says
// so and does nothing. SANITY_PROJECT_ID, SANITY_DATASET and SANITY_API_HOST as for the build.
import { readFile } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import { runWhenStarted, type Print } from '../tools/cli/command'
import { writeClientOf } from '../lib/content/write-client'
import { buildReportOf } from '../studio/plugins/site-status/logic/build-report'

/** What `npm run report-build` does with the arguments and environment given, printing as it goes: the exit code. */
export async function reportBuild(
  args: string[] = process.argv.slice(2),
  env: Record<string, string | undefined> = process.env,
  print: Print = console,
): Promise<number> {
  const { values } = parseArgs({ args, options: { outcome: { type: 'string' }, log: { type: 'string' } } })
  if (values.outcome !== 'success' && values.outcome !== 'failure') {
    print.error(`--outcome must be "success" or "failure", got "${values.outcome ?? ''}"`)
    return 2
  }
  const { client, missing } = writeClientOf(env)
  if (!client) {
    print.log(`Build report skipped: no ${missing} (the Site tool then shows build.json only)`)
    return 0
  }

  const log = values.log ? await readFile(values.log, 'utf8').catch(() => '') : ''
  const report = buildReportOf({ outcome: values.outcome, log, env })
  try {
    await client.createOrReplace(report)
    print.log(
      `Build report: ${report.outcome}${report.errorLines.length ? ` with ${report.errorLines.length} error lines` : ''} → ${report._id}`,
    )
  } catch (error) {
    // A report is a courtesy: failing to write it never fails the deploy, but says why.
    print.error(`Build report not written: ${(error as Error).message}`)
  }
  return 0
}

await runWhenStarted(import.meta.url, reportBuild)
