// The Site plugin: the "Site" tool (is my change live?) and a live-status badge on every document the site renders.
import { Globe } from 'lucide-react'
import { definePlugin } from 'sanity'
import { siteDocumentTypes } from '../../../lib/content/site-content'
import { liveBadge } from './live-badge'
import type { SiteStatusOptions } from './site-status-options'
import { SiteTool } from './site-tool'
import { siteWording } from './site-wording'

const siteTypes = new Set<string>(siteDocumentTypes)

export const siteStatus = definePlugin<SiteStatusOptions>((options) => {
  const badge = liveBadge(options)
  return {
    name: 'site-status',
    tools: [{ name: 'site', title: siteWording.toolTitle, icon: Globe, component: SiteTool, options }],
    document: {
      badges: (previous, { schemaType }) => (siteTypes.has(schemaType) ? [...previous, badge] : previous),
    },
  }
})
