// One project of the portfolio: photo over its colour gradient, category, description, technologies and buttons.
import { Code2, ExternalLink } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { InertButton } from '@/components/ui/button'
import { TagList } from '@/components/ui/tag-list'
import { editScope, type EditAttribute } from '@/lib/content/edit-scope'
import type { PortfolioItem } from '@/lib/content/site-content'
import { portfolioImage, stockImageSrcSet, stockImageUrl } from '@/lib/images/stock-image'
import { gradientPresets } from '@/lib/presets/gradients'

interface PortfolioCardProps {
  item: PortfolioItem
  liveDemoLabel: string
  codeLabel: string
  /** The section's fields the two button labels come from (preview overlays only). */
  labelsEdit?: Record<'liveDemoLabel' | 'codeLabel', EditAttribute>
}

export function PortfolioCard({ item, liveDemoLabel, codeLabel, labelsEdit }: PortfolioCardProps) {
  const { width, height, widths, sizes } = portfolioImage
  const gradient = gradientPresets[item.gradient].className
  const edit = editScope(item)
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className={`relative aspect-[8/5] bg-linear-to-br ${gradient}`} {...edit('gradient')}>
        {/* A plain <img>: the export has no image optimiser, and the stock host resizes by URL parameters. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          src={stockImageUrl(item.imageUrl, width, height)}
          srcSet={stockImageSrcSet(item.imageUrl, widths, width / height)}
          sizes={sizes}
          width={width}
          height={height}
          alt={item.imageAlt}
          loading="lazy"
          decoding="async"
          className="absolute inset-0 size-full object-cover text-transparent"
          {...edit('imageUrl')}
        />
        <p
          className="absolute top-4 left-4 rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-slate-900 shadow-sm"
          {...edit('category')}
        >
          {item.category}
        </p>
      </div>
      <div className="flex grow flex-col p-6">
        <h3 className="text-xl font-semibold text-slate-900" {...edit('title')}>
          {item.title}
        </h3>
        <p className="mt-3 grow leading-relaxed text-slate-600" {...edit('description')}>
          {item.description}
        </p>
        <div className="mt-5">
          <TagList items={item.technologies} tone="slate" itemEdit={(index) => edit(`technologies[${index}]`)} />
        </div>
        <div className="mt-6 flex flex-wrap gap-3">
          <InertButton className="flex-1 px-4" edit={labelsEdit?.liveDemoLabel}>
            <Icon node={ExternalLink} className="size-4" />
            {liveDemoLabel}
          </InertButton>
          <InertButton variant="outline" className="flex-1 px-4" edit={labelsEdit?.codeLabel}>
            <Icon node={Code2} className="size-4" />
            {codeLabel}
          </InertButton>
        </div>
      </div>
    </article>
  )
}
