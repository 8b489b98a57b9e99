// The shell of every route: skip link, fixed header, main landmark and footer, all from site settings.
import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { getSiteContent } from '@/lib/content'
import { editScope } from '@/lib/content/edit-scope'
import { PreviewTools } from '@site-mode/preview-tools'
import { siteIcons } from '@/lib/seo/page-metadata'
import { siteHomeUrl } from '@/lib/site-url'
import './globals.css'

export async function generateMetadata(): Promise<Metadata> {
  const { settings } = await getSiteContent()
  return {
    metadataBase: siteHomeUrl(),
    title: { default: settings.seo.title, template: `%s | ${settings.companyName}` },
    description: settings.seo.description,
    applicationName: settings.companyName,
    icons: siteIcons(),
  }
}

export const viewport: Viewport = { themeColor: '#4f46e5' }

export default async function RootLayout({ children }: { children: ReactNode }) {
  const content = await getSiteContent()
  return (
    <html lang="en">
      <body className="bg-white font-sans text-slate-900 antialiased">
        <a
          href="#main"
          className="sr-only z-[60] rounded-full bg-brand-600 px-5 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
          {...editScope(content.settings)('interface.skipLinkLabel')}
        >
          {content.settings.interface.skipLinkLabel}
        </a>
        <SiteHeader settings={content.settings} />
        <main id="main" tabIndex={-1} className="outline-none">
          {children}
        </main>
        <SiteFooter content={content} />
        {/* Renders nothing in the export; in the preview, with Draft Mode on, the drafts banner and click-to-edit overlays. */}
        <PreviewTools />
      </body>
    </html>
  )
}
