// The Site tool's two private documents as read back: the build report and the deploy hook, each checked, since anyone
// with write access may have written them; what is wrong is named, never thrown.
import { parseBuildReport, type BuildReport } from './logic/build-report'
import { deployHookUrlOf } from './logic/deploy-hook'

export interface StatusDocuments {
  report: BuildReport | null
  reportProblem: string | undefined
  deployHookUrl: string | null
  deployHookProblem: string | undefined
}

export const noStatusDocuments: StatusDocuments = {
  report: null,
  reportProblem: undefined,
  deployHookUrl: null,
  deployHookProblem: undefined,
}

export function statusDocumentsOf({ report, deployHook }: { report: unknown; deployHook: unknown }): StatusDocuments {
  const parsed = report === null || report === undefined ? undefined : parseBuildReport(report)
  const hook = deployHookUrlOf(deployHook)
  return {
    report: parsed?.report ?? null,
    reportProblem: parsed?.problem,
    deployHookUrl: hook.url ?? null,
    deployHookProblem: hook.problem,
  }
}
