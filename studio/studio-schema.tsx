// The schema as editors see it: the content model of ./schemaTypes (which the site's build also validates content
// with, so it imports no browser code) dressed with what only the Studio needs: document icons, custom inputs, preview
// pictures and drag-and-drop order.
import { orderRankField, orderRankOrdering } from '@sanity/orderable-document-list'
import { Award, Briefcase, Home, Layers, Scale, Settings, type LucideIcon } from 'lucide-react'
import type { ComponentType, ReactNode } from 'react'
import type { DocumentDefinition, FieldDefinition, PreviewConfig, SchemaTypeDefinition } from 'sanity'
import { GradientInput } from './components/gradient-input'
import { iconMedia } from './components/icon-media'
import { IconInput } from './components/icon-input'
import { ImageUrlInput } from './components/image-url-input'
import { orderedListTypes, schemaTypes, singletonTypes } from './schemaTypes'

type Selection = Record<string, unknown>
type DocumentTypeName = (typeof singletonTypes)[number] | (typeof orderedListTypes)[number] | 'legalPage'

interface StudioDress {
  icon: LucideIcon
  /** Custom inputs, by the name of the document's field they replace. */
  inputs?: Record<string, ComponentType<never>>
  /** The preview's picture, from the fields it selects. */
  media?: { select: Record<string, string>; render: (selection: Selection) => ReactNode | ComponentType }
}

const iconPreview = (fallback: LucideIcon): StudioDress['media'] => ({
  select: { icon: 'icon' },
  render: ({ icon }) => iconMedia(icon, fallback),
})

const photoPreview: StudioDress['media'] = {
  select: { imageUrl: 'imageUrl', imageAlt: 'imageAlt' },
  render: ({ imageUrl, imageAlt }) =>
    typeof imageUrl === 'string' ? (
      <img src={`${imageUrl}?w=96&h=96&fit=crop&auto=format`} alt={typeof imageAlt === 'string' ? imageAlt : ''} />
    ) : (
      Briefcase
    ),
}

const dress: Record<DocumentTypeName, StudioDress> = {
  siteSettings: { icon: Settings },
  homePage: { icon: Home },
  service: { icon: Layers, inputs: { icon: IconInput }, media: iconPreview(Layers) },
  benefit: { icon: Award, inputs: { icon: IconInput }, media: iconPreview(Award) },
  portfolioItem: { icon: Briefcase, inputs: { imageUrl: ImageUrlInput, gradient: GradientInput }, media: photoPreview },
  legalPage: { icon: Scale },
}

/** Each document type's icon, for the desk structure's list items. */
export const documentIcons: Record<DocumentTypeName, LucideIcon> = Object.fromEntries(
  Object.entries(dress).map(([name, { icon }]) => [name, icon]),
) as Record<DocumentTypeName, LucideIcon>

const isOrderable = (name: string) => (orderedListTypes as readonly string[]).includes(name)

/** The fields with their custom inputs, and the list's own rank field (which sets a new document's place) if ordered. */
function dressedFields(
  typeName: string,
  fields: FieldDefinition[],
  inputs: StudioDress['inputs'] = {},
): FieldDefinition[] {
  const orderable = isOrderable(typeName)
  const missing = [...Object.keys(inputs), ...(orderable ? ['orderRank'] : [])].filter(
    (name) => !fields.some((field) => field.name === name),
  )
  if (missing.length) throw new Error(`studio-schema: the document type ${typeName} has no field ${missing.join(', ')}`)
  return fields.map((field) => {
    if (orderable && field.name === 'orderRank') return orderRankField({ type: typeName })
    return inputs[field.name] ? ({ ...field, components: { input: inputs[field.name] } } as FieldDefinition) : field
  })
}

function withMedia(preview: PreviewConfig | undefined, media: StudioDress['media']): PreviewConfig | undefined {
  if (!media) return preview
  return {
    select: { ...preview?.select, ...media.select },
    prepare: (selection: Selection) => ({
      ...(preview?.prepare ? preview.prepare(selection) : selection),
      media: media.render(selection),
    }),
  }
}

const isDocument = (type: SchemaTypeDefinition): type is DocumentDefinition => type.type === 'document'

function dressed(type: SchemaTypeDefinition): SchemaTypeDefinition {
  if (!isDocument(type)) return type
  const studio = dress[type.name as DocumentTypeName]
  if (!studio) throw new Error(`studio-schema: the document type ${type.name} has no icon; add it to dress`)
  const orderable = isOrderable(type.name)
  return {
    ...type,
    icon: studio.icon,
    ...(orderable ? { orderings: [orderRankOrdering] } : {}),
    fields: dressedFields(type.name, type.fields, studio.inputs),
    preview: withMedia(type.preview, studio.media),
  } satisfies DocumentDefinition
}

export const studioSchemaTypes = schemaTypes.map(dressed)
