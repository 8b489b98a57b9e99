// The services section (#services): a card per service and a consultation call to action.
import { InertButton } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { ContentIcon } from '@/components/ui/content-icon'
import { SectionHeading } from '@/components/ui/section-heading'
import { TagList } from '@/components/ui/tag-list'
import { editScope, type DocumentRef } from '@/lib/content/edit-scope'
import type { HomePage, Service } from '@/lib/content/site-content'

/** One service: icon, title, description and feature tags, each marked with its field for preview overlays. */
function ServiceCard({ service }: { service: Service }) {
  const edit = editScope(service)
  return (
    <li className="group flex flex-col rounded-2xl border border-slate-200 bg-white p-7 shadow-sm transition-shadow duration-200 hover:shadow-lg hover:shadow-slate-200/70">
      <span
        className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-600 ring-1 ring-brand-100"
        {...edit('icon')}
      >
        <ContentIcon name={service.icon} />
      </span>
      <h3 className="mt-6 text-xl font-semibold text-slate-900" {...edit('title')}>
        {service.title}
      </h3>
      <p className="mt-3 grow leading-relaxed text-slate-600" {...edit('description')}>
        {service.description}
      </p>
      <div className="mt-6">
        <TagList items={service.features} itemEdit={(index) => edit(`features[${index}]`)} />
      </div>
    </li>
  )
}

interface ServicesSectionProps {
  section: HomePage['servicesSection']
  services: Service[]
  /** The document the section's wording comes from (the home page). */
  doc: DocumentRef
}

export function ServicesSection({ section, services, doc }: ServicesSectionProps) {
  const edit = editScope(doc, 'servicesSection')
  return (
    <section id="services" aria-labelledby="services-heading" className="bg-white py-20 sm:py-28">
      <Container>
        <SectionHeading id="services-heading" {...section} edit={edit} />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <ServiceCard key={service._id} service={service} />
          ))}
        </ul>
        <div className="mt-14 flex flex-col items-center gap-6 rounded-3xl bg-linear-to-r from-brand-600 to-violet-600 px-8 py-10 text-center lg:flex-row lg:justify-between lg:text-left">
          <div className="max-w-2xl">
            <p className="text-2xl font-bold text-white" {...edit('ctaHeading')}>
              {section.ctaHeading}
            </p>
            <p className="mt-2 text-brand-50" {...edit('ctaText')}>
              {section.ctaText}
            </p>
          </div>
          <InertButton variant="inverse" className="shrink-0" edit={edit('ctaLabel')}>
            {section.ctaLabel}
          </InertButton>
        </div>
      </Container>
    </section>
  )
}
