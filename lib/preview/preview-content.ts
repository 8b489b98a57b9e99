// The preview's content: queried from Sanity on every request, published or (in Draft Mode) drafts, checked by the build's validation.
import 'server-only'
import { draftMode } from 'next/headers'
import { connection } from 'next/server'
import { cache } from 'react'
import { ContentError, type ContentProblem } from '@/lib/content/content-error'
import { siteContentQuery } from '@/lib/content/queries'
import type { SiteContentQueryResult } from '@/lib/content/sanity.types'
import { toSiteContent, type SiteContent } from '@/lib/content/site-content'
import { querySanityApi, type ContentPerspective } from '@/lib/content/sources/sanity-api'
import { validateSiteContent, type RawSiteContent } from '@/lib/content/validate-content'
import type * as ExportSide from '@/lib/site-mode/content'
import { overlayState } from './overlay-state'
import { previewRetryPolicy, previewSource } from './preview-source'
import { withPublishedInPlaceOf } from './published-fallback'

export interface PreviewContent {
  content: SiteContent
  /** Draft Mode is on: drafts are shown and the banner with them. */
  draft: boolean
  /** What the build's validation says of the drafts, empty when they would publish cleanly. */
  problems: ContentProblem[]
  /** Documents shown as published because their draft breaks a rule. */
  fallbackIds: string[]
}

function query(perspective: ContentPerspective): Promise<RawSiteContent> {
  return querySanityApi<RawSiteContent>(previewSource(), siteContentQuery, previewRetryPolicy, perspective)
}

/** Validates and shapes, failing as the build does when the content cannot render at all. */
async function shape(raw: RawSiteContent, what: string): Promise<SiteContent> {
  const problems = await validateSiteContent(raw)
  if (problems.length)
    throw new ContentError(
      `The ${what} content has ${problems.length} problem${problems.length === 1 ? '' : 's'}:`,
      problems,
    )
  return toSiteContent(raw as unknown as SiteContentQueryResult)
}

/**
 * One load per request (React's cache), shared by the layout, the page, their metadata and the banner. With drafts
 * that break a rule, each broken document falls back to its published version so the rest of the drafts still show;
 * if that cannot render either, the whole page shows published content. The problems are reported either way.
 */
export const loadPreviewContent = cache(async (): Promise<PreviewContent> => {
  await connection()
  const draft = (await draftMode()).isEnabled
  overlayState().enabled = draft
  if (!draft)
    return { content: await shape(await query('published'), 'published'), draft, problems: [], fallbackIds: [] }

  const [drafts, published] = await Promise.all([query('drafts'), query('published')])
  const problems = await validateSiteContent(drafts)
  if (!problems.length)
    return { content: toSiteContent(drafts as unknown as SiteContentQueryResult), draft, problems, fallbackIds: [] }

  const brokenIds = new Set(problems.map((problem) => problem.documentId))
  const merged = withPublishedInPlaceOf(drafts, published, brokenIds)
  if (!(await validateSiteContent(merged)).length) {
    return {
      content: toSiteContent(merged as unknown as SiteContentQueryResult),
      draft,
      problems,
      fallbackIds: [...brokenIds],
    }
  }
  return { content: await shape(published, 'published'), draft, problems, fallbackIds: ['(all)'] }
})

export const loadSiteContent: typeof ExportSide.loadSiteContent = async () => (await loadPreviewContent()).content

/**
 * None, not even an empty list: the preview renders every page per request, since a draft may add a legal page or move
 * one to another slug. A route with static params, even none, is rendered statically on its first request, where
 * Draft Mode's cookie cannot be read (Next's DYNAMIC_SERVER_USAGE: a 500 for /privacy-policy in the preview suite).
 */
export const legalPageParams: typeof ExportSide.legalPageParams = undefined
