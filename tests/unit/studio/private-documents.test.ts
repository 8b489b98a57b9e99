// The Site tool's own documents never reach git or a build: npm run studio gives the local Content Lake their paths,
// and the lake keeps them in the ignored drafts file, while a published page's settings go to the dataset file.
import { readFile } from 'node:fs/promises'
import { closeLakes, startLakeOnFile } from '../../../packages/content-lake/tests/lake-fixture'
import { draftsFileFor } from '../../../packages/content-lake/src/dataset-files'
import { parseDataset } from 'local-content-lake/dataset-format'
import { buildReportId } from '@/studio/plugins/site-status/logic/build-report'
import { deployHookId } from '@/studio/plugins/site-status/logic/deploy-hook'
import { privateDocumentPaths } from '@/studio/plugins/site-status/logic/private-documents'

afterEach(closeLakes)

it('keeps the deploy hook and the build report out of the dataset file, and nothing else', async () => {
  const { client, file } = await startLakeOnFile([{ _id: 'siteSettings', _type: 'siteSettings', title: 'Northbeam' }], {
    privatePaths: privateDocumentPaths,
  })
  await client
    .transaction()
    .createOrReplace({ _id: deployHookId, _type: 'siteDeployHook', url: 'https://api.example.com/hooks/secret' })
    .createOrReplace({ _id: buildReportId, _type: 'siteBuildReport', status: 'built' })
    .createOrReplace({ _id: 'service.web', _type: 'service', title: 'Web' })
    .commit()
  const ids = async (path: string) =>
    parseDataset(await readFile(path, 'utf8'), path)
      .map(({ _id }) => _id)
      .sort()
  expect(await ids(file)).toEqual(['service.web', 'siteSettings'])
  expect(await ids(draftsFileFor(file))).toEqual([buildReportId, deployHookId].sort())
})
