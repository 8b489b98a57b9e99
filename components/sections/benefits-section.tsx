// The why-choose-us section (#about): the company's benefits, each with an icon.
import { InertButton } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { ContentIcon } from '@/components/ui/content-icon'
import { SectionHeading } from '@/components/ui/section-heading'
import { editScope, type DocumentRef } from '@/lib/content/edit-scope'
import type { Benefit, HomePage } from '@/lib/content/site-content'

interface BenefitsSectionProps {
  section: HomePage['benefitsSection']
  benefits: Benefit[]
  /** The document the section's wording comes from (the home page). */
  doc: DocumentRef
}

export function BenefitsSection({ section, benefits, doc }: BenefitsSectionProps) {
  const edit = editScope(doc, 'benefitsSection')
  return (
    <section id="about" aria-labelledby="about-heading" className="bg-slate-50 py-20 sm:py-28">
      <Container>
        <SectionHeading id="about-heading" {...section} edit={edit} />
        <ul className="mt-14 grid gap-x-10 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
          {benefits.map((benefit) => {
            const editBenefit = editScope(benefit)
            return (
              <li key={benefit._id} className="flex gap-5">
                <span
                  className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-linear-to-br from-brand-600 to-violet-600 text-white shadow-md shadow-brand-600/25"
                  {...editBenefit('icon')}
                >
                  <ContentIcon name={benefit.icon} />
                </span>
                <div>
                  <h3 className="text-lg font-semibold text-slate-900" {...editBenefit('title')}>
                    {benefit.title}
                  </h3>
                  <p className="mt-2 leading-relaxed text-slate-600" {...editBenefit('description')}>
                    {benefit.description}
                  </p>
                </div>
              </li>
            )
          })}
        </ul>
        <div className="mt-14 text-center">
          <InertButton variant="outline" edit={edit('ctaLabel')}>
            {section.ctaLabel}
          </InertButton>
        </div>
      </Container>
    </section>
  )
}
