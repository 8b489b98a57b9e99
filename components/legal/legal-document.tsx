// A legal page's body: title, last-updated date and the Portable Text, in a readable column.
import { Container } from '@/components/ui/container'
import { RichText } from '@/components/ui/rich-text'
import { editScope, type EditAttribute } from '@/lib/content/edit-scope'
import type { LegalPage } from '@/lib/content/site-content'

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })

/** `updatedLabelEdit` marks the settings' "last updated" wording; the date inside marks its own field. */
export function LegalDocument({
  page,
  updatedLabel,
  updatedLabelEdit,
}: {
  page: LegalPage
  updatedLabel: string
  updatedLabelEdit?: EditAttribute
}) {
  const edit = editScope(page)
  return (
    <article className="bg-white pt-16">
      <div className="border-b border-slate-200 bg-slate-50">
        <Container className="py-14 sm:py-20">
          <div className="mx-auto max-w-3xl">
            <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl" {...edit('title')}>
              {page.title}
            </h1>
            <p className="mt-4 text-slate-600" {...updatedLabelEdit}>
              {updatedLabel}{' '}
              <time dateTime={page.lastUpdated} {...edit('lastUpdated')}>
                {dateFormat.format(new Date(`${page.lastUpdated}T00:00:00Z`))}
              </time>
            </p>
          </div>
        </Container>
      </div>
      <Container className="py-12 sm:py-16">
        <div className="mx-auto max-w-3xl" {...edit('body')}>
          <RichText value={page.body} />
        </div>
      </Container>
    </article>
  )
}
