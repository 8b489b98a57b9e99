// Sanity CLI settings: project, schema extraction and query typegen for the site's GROQ.
import { defineCliConfig } from 'sanity/cli'
import { extraAllowedHosts } from 'local-content-lake/local-hosts'
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
  // Vite already answers only this machine's names; LOCAL_ALLOWED_HOSTS adds the same names as for every other local server.
  vite: (config) => ({ ...config, server: { ...config.server, allowedHosts: extraAllowedHosts() } }),
})
