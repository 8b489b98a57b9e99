// Post-build: writes OUT_DIR/build.json, the record of what this export was built from (see lib/export/build-record.ts).
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { readSnapshot } from '../lib/content/snapshot'
import { resolveContentSource } from '../lib/content/source-config'
import { buildRecordOf } from '../lib/export/build-record'
import { buildRecordFile } from '../lib/site-status/build-record'
import { outDirOf } from '../lib/export/out-dir'
import { siteHomeUrl } from '../lib/site-url'

const record = buildRecordOf(readSnapshot(), resolveContentSource(), siteHomeUrl().href)
const file = path.join(outDirOf(), buildRecordFile)
await writeFile(file, `${JSON.stringify(record, null, 2)}\n`)
console.log(`Build record: ${Object.keys(record.documents).length} documents, commit ${record.commit ?? '(none)'} → ${path.relative(process.cwd(), file)}`)
