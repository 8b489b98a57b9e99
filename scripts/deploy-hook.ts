// `npm run deploy-hook -- <url>` stores the host's deploy hook in the private document the Studio's "Rebuild now" reads;
// `npm run deploy-hook -- --remove` removes it. Needs SANITY_PROJECT_ID and SANITY_API_WRITE_TOKEN (SANITY_DATASET and
// SANITY_API_HOST as for the build). The URL never enters the Studio's bundle, which anyone can download.
import { parseArgs } from 'node:util'
import { runWhenStarted, type Print } from '../tools/cli/command'
import { writeClientOf } from '../lib/content/write-client'
import {
  deployHookId,
  deployHookType,
  deployHookUrlProblem,
  type DeployHookDocument,
} from '../studio/plugins/site-status/logic/deploy-hook'

const usage = 'Usage: npm run deploy-hook -- <deploy hook URL>   or   npm run deploy-hook -- --remove'

/** What `npm run deploy-hook` does with the arguments and environment given, printing as it goes: the exit code. */
export async function deployHook(
  args: string[] = process.argv.slice(2),
  env: Record<string, string | undefined> = process.env,
  print: Print = console,
): Promise<number> {
  const { values, positionals } = parseArgs({ args, options: { remove: { type: 'boolean' } }, allowPositionals: true })
  const [url, ...extra] = positionals
  if (values.remove ? url !== undefined : url === undefined || extra.length > 0) {
    print.error(usage)
    return 2
  }
  const problem = url === undefined ? undefined : deployHookUrlProblem(url)
  if (problem) {
    print.error(`Not stored: ${problem}`)
    return 2
  }
  const { client, missing } = writeClientOf(env)
  if (!client) {
    print.error(`npm run deploy-hook needs ${missing} (a token with the Editor role writes the hook document)`)
    return 2
  }

  try {
    if (url === undefined) {
      await client.delete(deployHookId)
      print.log(`Deploy hook removed (${deployHookId}): the Site tool offers no "Rebuild now" now`)
    } else {
      const document: DeployHookDocument = { _id: deployHookId, _type: deployHookType, url }
      await client.createOrReplace(document)
      print.log(
        `Deploy hook stored in ${deployHookId} (private to the project's members): the Site tool offers "Rebuild now" for ${new URL(url).host}`,
      )
    }
    return 0
  } catch (error) {
    print.error(`Deploy hook not ${url === undefined ? 'removed' : 'stored'}: ${(error as Error).message}`)
    return 1
  }
}

await runWhenStarted(import.meta.url, deployHook)
