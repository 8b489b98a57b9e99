// Post-build: writes OUT_DIR/build.json, the record of what this export was built from and of the recent changes it
// carries on from PREVIOUS_BUILD (the live site's address, or a build.json file; see tools/export/build-record.ts).
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { readSnapshot } from '../lib/content/snapshot'
import { resolveContentSource } from '../lib/content/source-config'
import { buildRecordOf, previousBuildRecord } from '../tools/export/build-record'
import { outDirOf } from '../tools/export/out-dir'
import { buildRecordFile } from '../studio/plugins/site-status/logic/build-record'
import { siteHomeUrl } from '../lib/site-url'

const previous = await previousBuildRecord(process.env.PREVIOUS_BUILD)
const record = buildRecordOf(readSnapshot(), resolveContentSource(), siteHomeUrl().href, { previous: previous.record })
const file = path.join(outDirOf(), buildRecordFile)
await writeFile(file, `${JSON.stringify(record, null, 2)}\n`)
const newChanges = record.changes?.filter(({ builtAt }) => builtAt === record.builtAt).length ?? 0
console.log(
  `Build record: ${Object.keys(record.documents).length} documents, commit ${record.commit ?? '(none)'}, ${newChanges} new changes (${previous.note}) → ${path.relative(process.cwd(), file)}`,
)
