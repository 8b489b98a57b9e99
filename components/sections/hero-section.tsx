// The first screen (#home): the page's only h1, the offer, two calls to action and key figures.
import { ArrowRight } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { InertButton } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { editScope, keyed, type DocumentRef } from '@/lib/content/edit-scope'
import type { HomePage } from '@/lib/content/site-content'

export function HeroSection({ hero, doc }: { hero: HomePage['hero']; doc: DocumentRef }) {
  const edit = editScope(doc, 'hero')
  return (
    <section id="home" aria-labelledby="home-heading" className="relative isolate overflow-hidden bg-slate-950 pt-16">
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        <div className="absolute -top-40 left-1/2 h-[36rem] w-[56rem] -translate-x-1/2 rounded-full bg-linear-to-tr from-brand-600/40 via-violet-500/30 to-sky-400/20 blur-3xl" />
        <div className="absolute inset-0 bg-[linear-gradient(to_right,rgb(255_255_255/0.04)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.04)_1px,transparent_1px)] mask-[radial-gradient(ellipse_at_center,black,transparent_75%)] bg-size-[4rem_4rem]" />
      </div>
      <Container className="py-20 sm:py-28 lg:py-32">
        <div className="mx-auto max-w-3xl text-center">
          <p
            className="inline-flex items-center rounded-full bg-white/10 px-4 py-1.5 text-sm font-medium text-brand-100 ring-1 ring-white/20 ring-inset"
            {...edit('badge')}
          >
            {hero.badge}
          </p>
          <h1
            id="home-heading"
            className="mt-8 text-4xl font-bold tracking-tight text-balance text-white sm:text-5xl lg:text-6xl"
            {...edit('heading')}
          >
            {hero.heading}{' '}
            <span
              className="bg-linear-to-r from-brand-300 via-violet-300 to-sky-300 bg-clip-text text-transparent"
              {...edit('headingHighlight')}
            >
              {hero.headingHighlight}
            </span>
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-slate-300" {...edit('intro')}>
            {hero.intro}
          </p>
          <div className="mt-10 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
            <InertButton edit={edit('primaryCtaLabel')}>
              {hero.primaryCtaLabel}
              <Icon node={ArrowRight} className="size-4" />
            </InertButton>
            <InertButton variant="secondary" edit={edit('secondaryCtaLabel')}>
              {hero.secondaryCtaLabel}
            </InertButton>
          </div>
        </div>
        <dl className="mx-auto mt-16 grid max-w-3xl grid-cols-1 gap-px overflow-hidden rounded-2xl bg-white/10 ring-1 ring-white/10 sm:grid-cols-3">
          {hero.stats.map((stat) => (
            <div key={stat._key} className="flex flex-col-reverse gap-1 bg-slate-950/60 px-6 py-6 text-center">
              <dt className="text-sm text-slate-400" {...edit(`${keyed('stats', stat._key)}.label`)}>
                {stat.label}
              </dt>
              <dd
                className="text-3xl font-bold tracking-tight text-white"
                {...edit(`${keyed('stats', stat._key)}.value`)}
              >
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  )
}
