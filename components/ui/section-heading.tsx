// The heading block each home section opens with: eyebrow, heading and intro, centred.
export interface SectionHeadingContent {
  eyebrow: string
  heading: string
  intro: string
}

export function SectionHeading({ eyebrow, heading, intro, id }: SectionHeadingContent & { id: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-3 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
        {heading}
      </h2>
      <p className="mt-4 text-lg leading-relaxed text-pretty text-slate-600">{intro}</p>
    </div>
  )
}
