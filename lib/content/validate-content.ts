// Checks fetched content with the Studio's own schema rules plus the site's structural needs; returns every problem.
import type { SanityDocument } from '@sanity/types'
import { validateDocument, type DocumentValidationMarker } from '@sanity/validation'
import { requiredLegalSlugs } from '../presets/legal'
import type { ContentProblem } from './content-error'
import { compileContentSchema } from './content-schema'
import { createDatasetClient } from './dataset-client'
import type { RawDocument } from './sources/dataset-file'

/** The raw query result: every document type the site shows, as fetched, before any checks. */
export interface RawSiteContent {
  settings: RawDocument[]
  home: RawDocument[]
  services: RawDocument[]
  benefits: RawDocument[]
  portfolio: RawDocument[]
  legalPages: RawDocument[]
}

const schema = compileContentSchema()

function pathToString(path: ReadonlyArray<unknown>): string {
  return (
    path.reduce<string>((out, segment) => {
      if (typeof segment === 'number') return `${out}[${segment}]`
      if (segment && typeof segment === 'object' && '_key' in segment) return `${out}[_key=="${String(segment._key)}"]`
      return out ? `${out}.${String(segment)}` : String(segment)
    }, '') || '(document)'
  )
}

function valueAtPath(root: unknown, path: ReadonlyArray<unknown>): unknown {
  return path.reduce<unknown>((value, segment) => {
    if (Array.isArray(value) && segment && typeof segment === 'object' && '_key' in segment) {
      return value.find((item) => item?._key === segment._key)
    }
    return value && typeof value === 'object' ? (value as Record<string, unknown>)[String(segment)] : undefined
  }, root)
}

/** The Studio's message, plus the missing id for broken references (the Studio shows that beside the field). */
function describeMarker(marker: DocumentValidationMarker, document: RawDocument): string {
  if (!marker.code.startsWith('reference.')) return marker.message
  const ref = (valueAtPath(document, marker.path) as { _ref?: unknown } | undefined)?._ref
  return typeof ref === 'string' ? `${marker.message}: no published document has the _id "${ref}"` : marker.message
}

function checkShape(raw: unknown): ContentProblem[] {
  const where = { documentId: '(query result)', documentType: '(all)' }
  if (typeof raw !== 'object' || raw === null)
    return [{ ...where, path: '(result)', message: 'the query returned no object' }]
  const lists: (keyof RawSiteContent)[] = ['settings', 'home', 'services', 'benefits', 'portfolio', 'legalPages']
  return lists
    .filter((key) => !Array.isArray((raw as Record<string, unknown>)[key]))
    .map((key) => ({ ...where, path: key, message: 'expected a list of documents' }))
}

function checkStructure(content: RawSiteContent): ContentProblem[] {
  const problems: ContentProblem[] = []
  const singletons = [
    ['siteSettings', content.settings],
    ['homePage', content.home],
  ] as const
  for (const [type, docs] of singletons) {
    if (docs.length === 0) {
      problems.push({
        documentId: type,
        documentType: type,
        path: '(document)',
        message: `missing: the site needs exactly one ${type} document`,
      })
    } else if (docs.length > 1) {
      problems.push({
        documentId: docs.map((d) => d._id).join(', '),
        documentType: type,
        path: '(document)',
        message: `duplicated: found ${docs.length}, the site needs exactly one`,
      })
    }
  }
  const lists = [
    ['service', content.services],
    ['benefit', content.benefits],
    ['portfolioItem', content.portfolio],
  ] as const
  for (const [type, docs] of lists) {
    if (docs.length === 0)
      problems.push({
        documentId: `(no ${type})`,
        documentType: type,
        path: '(document)',
        message: `at least one ${type} document is needed`,
      })
  }
  const slugs = new Set(content.legalPages.map((page) => (page.slug as { current?: unknown } | undefined)?.current))
  for (const slug of requiredLegalSlugs) {
    if (!slugs.has(slug)) {
      problems.push({
        documentId: `(no legalPage /${slug})`,
        documentType: 'legalPage',
        path: 'slug.current',
        message: `missing: no legal page has the slug "${slug}", and the site must always have /${slug}`,
      })
    }
  }
  return problems
}

/** Validates every document with the Studio schema (custom rules included) and the site's structural rules. */
export async function validateSiteContent(raw: unknown): Promise<ContentProblem[]> {
  const shapeProblems = checkShape(raw)
  if (shapeProblems.length) return shapeProblems
  const content = raw as RawSiteContent
  const documents = Object.values(content).flat()
  const ids = new Set(documents.map((doc) => doc._id))
  const client = createDatasetClient(documents)
  const perDocument = await Promise.all(
    documents.map(async (document) => {
      const { markers } = await validateDocument({
        document: document as unknown as SanityDocument,
        schema,
        client,
        getDocumentExists: async ({ id }) => ids.has(id),
      })
      // Warnings fail the build too: a duplicated slug is only a warning in the Studio, but would break a route.
      return markers.map((marker) => ({
        documentId: document._id,
        documentType: document._type,
        path: pathToString(marker.path),
        message: describeMarker(marker, document),
      }))
    }),
  )
  return [...checkStructure(content), ...perDocument.flat()]
}
