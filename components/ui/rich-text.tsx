// Portable Text from the CMS, rendered with @portabletext/react; links are re-checked against the link policy.
import { PortableText, type PortableTextComponents } from '@portabletext/react'
import type { PortableTextBody } from '@/lib/content/site-content'
import { isAllowedHref, isExternalHref } from '@/lib/presets/links'
import { siteHref } from '@/lib/site-url'

const components: PortableTextComponents = {
  block: {
    normal: ({ children }) => <p className="mt-4 leading-relaxed text-slate-700">{children}</p>,
    h2: ({ children }) => <h2 className="mt-10 text-2xl font-bold tracking-tight text-slate-900">{children}</h2>,
    h3: ({ children }) => <h3 className="mt-8 text-lg font-semibold text-slate-900">{children}</h3>,
  },
  list: {
    bullet: ({ children }) => (
      <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-700 marker:text-brand-500">{children}</ul>
    ),
    number: ({ children }) => <ol className="mt-4 list-decimal space-y-2 pl-6 text-slate-700">{children}</ol>,
  },
  marks: {
    strong: ({ children }) => <strong className="font-semibold text-slate-900">{children}</strong>,
    em: ({ children }) => <em>{children}</em>,
    link: ({ value, children }) => {
      const href: unknown = value?.href
      // Defence in depth: the Studio and the build reject such links, but text never becomes a javascript: link.
      if (!isAllowedHref(href)) return <>{children}</>
      const external = isExternalHref(href)
      return (
        <a
          href={siteHref(href)}
          className="font-medium text-brand-700 underline decoration-brand-300 underline-offset-2 hover:decoration-brand-700"
          rel={external ? 'noopener noreferrer' : undefined}
        >
          {children}
        </a>
      )
    },
  },
}

export function RichText({ value }: { value: PortableTextBody }) {
  return <PortableText value={value} components={components} />
}
