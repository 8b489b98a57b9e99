// The portfolio section (#portfolio): the projects in the order editors set.
import { InertButton } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { SectionHeading } from '@/components/ui/section-heading'
import { editScope, type DocumentRef } from '@/lib/content/edit-scope'
import type { HomePage, PortfolioItem } from '@/lib/content/site-content'
import { PortfolioCard } from './portfolio-card'

interface PortfolioSectionProps {
  section: HomePage['portfolioSection']
  items: PortfolioItem[]
  /** The document the section's wording comes from (the home page). */
  doc: DocumentRef
}

export function PortfolioSection({ section, items, doc }: PortfolioSectionProps) {
  const edit = editScope(doc, 'portfolioSection')
  const labelsEdit = { liveDemoLabel: edit('liveDemoLabel'), codeLabel: edit('codeLabel') }
  return (
    <section id="portfolio" aria-labelledby="portfolio-heading" className="bg-white py-20 sm:py-28">
      <Container>
        <SectionHeading id="portfolio-heading" {...section} edit={edit} />
        <ul className="mt-14 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item._id}>
              <PortfolioCard
                item={item}
                liveDemoLabel={section.liveDemoLabel}
                codeLabel={section.codeLabel}
                labelsEdit={labelsEdit}
              />
            </li>
          ))}
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
