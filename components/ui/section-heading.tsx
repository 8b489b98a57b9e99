// The heading block each home section opens with: eyebrow, heading and intro, centred.
import type { EditScope } from '@/lib/content/edit-scope'

export interface SectionHeadingContent {
  eyebrow: string
  heading: string
  intro: string
}

/** `edit` is the section object's scope, for preview overlays on its three fields. */
export function SectionHeading({
  eyebrow,
  heading,
  intro,
  id,
  edit,
}: SectionHeadingContent & { id: string; edit?: EditScope }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase" {...edit?.('eyebrow')}>
        {eyebrow}
      </p>
      <h2
        id={id}
        className="mt-3 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl"
        {...edit?.('heading')}
      >
        {heading}
      </h2>
      <p className="mt-4 text-lg leading-relaxed text-pretty text-slate-600" {...edit?.('intro')}>
        {intro}
      </p>
    </div>
  )
}
