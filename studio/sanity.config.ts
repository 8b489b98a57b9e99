// The Studio: schema, desk structure, singleton rules, Vision for trying GROQ, Presentation for previewing drafts and
// the Site tool for what is live.
import { visionTool } from '@sanity/vision'
import { defineConfig } from 'sanity'
import { presentationTool } from 'sanity/presentation'
import { structureTool } from 'sanity/structure'
import { contentLakeUrl, dataset, previewUrl, projectId, siteStatusOptions, usesLocalContentLake } from './env'
import { siteStatus } from './plugins/site-status'
import { locations, mainDocuments } from './presentation-locations'
import { singletonTypes } from './schemaTypes'
import { structure } from './structure'
import { studioSchemaTypes } from './studio-schema'

const singletons = new Set<string>(singletonTypes)
const singletonActions = new Set(['publish', 'discardChanges', 'restore'])

/** Services of Sanity's cloud that the local Content Lake does not offer: switched off rather than shown broken. */
const cloudOnlyFeaturesOff = {
  tasks: { enabled: false },
  releases: { enabled: false },
  scheduledPublishing: { enabled: false },
  scheduledDrafts: { enabled: false },
  // The lake evaluates GROQ with groq-js, which has no full-text engine (text::query): lists and search use plain GROQ.
  search: { strategy: 'groqLegacy' as const },
}

export default defineConfig({
  name: 'default',
  title: 'Northbeam Software',
  projectId,
  dataset,
  // The local Content Lake (npm run studio without a project) stands in for Sanity's API; it treats every request as its one editor.
  ...(usesLocalContentLake ? { apiHost: contentLakeUrl, ...cloudOnlyFeaturesOff } : {}),
  plugins: [
    structureTool({ structure }),
    // Drafts in the site's own pages, with click-to-edit: the preview server (npm run preview) behind Draft Mode.
    presentationTool({
      previewUrl: {
        initial: previewUrl,
        previewMode: { enable: '/api/draft-mode/enable', disable: '/api/draft-mode/disable' },
      },
      resolve: { locations, mainDocuments },
    }),
    // Is my change live? The live site's build.json against what is published, the last build, and Rebuild now.
    siteStatus(siteStatusOptions),
    visionTool({ defaultApiVersion: '2025-01-27' }),
  ],
  schema: {
    types: studioSchemaTypes,
    // Singletons are never offered under "Create new document".
    templates: (templates) => templates.filter(({ schemaType }) => !singletons.has(schemaType)),
  },
  document: {
    // Comments live in a dataset of Sanity's cloud beside this one.
    ...(usesLocalContentLake ? { comments: { enabled: false } } : {}),
    // Singletons can be published and reverted, never duplicated or deleted.
    actions: (actions, { schemaType }) =>
      singletons.has(schemaType) ? actions.filter(({ action }) => action && singletonActions.has(action)) : actions,
    newDocumentOptions: (items, { creationContext }) =>
      creationContext.type === 'global' ? items.filter(({ templateId }) => !singletons.has(templateId)) : items,
  },
})
