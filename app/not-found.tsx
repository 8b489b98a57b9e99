// The designed 404 page (out/404.html), worded from site settings.
import type { Metadata } from 'next'
import { ArrowLeft } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { ButtonLink } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { getSiteContent } from '@/lib/content'
import { editScope } from '@/lib/content/edit-scope'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getSiteContent()).settings.interface.notFoundTitle, robots: { index: false } }
}

export default async function NotFound() {
  const { settings } = await getSiteContent()
  const { notFoundTitle, notFoundMessage, notFoundLinkLabel } = settings.interface
  const edit = editScope(settings, 'interface')
  return (
    <section className="bg-slate-50 pt-16">
      <Container className="flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
        <p className="text-7xl font-bold tracking-tight text-brand-600" aria-hidden="true">
          404
        </p>
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl" {...edit('notFoundTitle')}>
          {notFoundTitle}
        </h1>
        <p className="mt-4 max-w-md text-lg text-slate-600" {...edit('notFoundMessage')}>
          {notFoundMessage}
        </p>
        <ButtonLink href="/" className="mt-10" edit={edit('notFoundLinkLabel')}>
          <Icon node={ArrowLeft} className="size-4" />
          {notFoundLinkLabel}
        </ButtonLink>
      </Container>
    </section>
  )
}
