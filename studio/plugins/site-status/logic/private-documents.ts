// The Site tool's own documents are private: the deploy hook's URL is a credential, and neither belongs in a build or
// in git. The local Content Lake keeps documents in these paths out of the dataset file (its privatePaths).
import { buildReportId } from './build-report'
import { deployHookId } from './deploy-hook'

/** `siteBuildReport` and `siteDeployHook`: the paths of `siteBuildReport.latest` and `siteDeployHook.settings`. */
export const privateDocumentPaths: readonly string[] = [buildReportId, deployHookId].map((id) =>
  id.slice(0, id.indexOf('.')),
)
