// Sanity CLI settings: project, schema extraction and query typegen for the site's GROQ.
import { defineCliConfig } from 'sanity/cli'
import { dataset, projectId } from './env'

export default defineCliConfig({
  api: { projectId, dataset },
  schemaExtraction: { path: './schema.json' },
  typegen: {
    path: '../lib/content/**/*.ts',
    schema: './schema.json',
    generates: '../lib/content/sanity.types.ts',
    overloadClientMethods: false,
  },
  deployment: { autoUpdates: false },
})
