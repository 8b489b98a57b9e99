// Sanity CLI settings: project, schema extraction and query typegen for the site's GROQ.
import { defineCliConfig } from 'sanity/cli'
import { dataset, projectId } from './env'

// npm run typegen:check generates into a folder of its own (relative to studio/) and compares, never touching the checkout.
const checkDir = process.env.TYPEGEN_CHECK_DIR
const schemaFile = checkDir ? `${checkDir}/schema.json` : './schema.json'

export default defineCliConfig({
  api: { projectId, dataset },
  schemaExtraction: { path: schemaFile },
  typegen: {
    path: '../lib/content/**/*.ts',
    schema: schemaFile,
    generates: checkDir ? `${checkDir}/sanity.types.ts` : '../lib/content/sanity.types.ts',
    overloadClientMethods: false,
  },
  deployment: { autoUpdates: false },
})
