// A row of small tags, such as a service's features or a project's technologies.
import type { EditAttribute } from '@/lib/content/edit-scope'

interface TagListProps {
  items: string[]
  label?: string
  tone?: 'brand' | 'slate'
  /** The content field of item `index` (preview overlays only). */
  itemEdit?: (index: number) => EditAttribute
}

export function TagList({ items, label, tone = 'brand', itemEdit }: TagListProps) {
  const colours = tone === 'brand' ? 'bg-brand-50 text-brand-700' : 'bg-slate-100 text-slate-700'
  return (
    <ul className="flex flex-wrap gap-2" aria-label={label}>
      {items.map((item, index) => (
        <li key={item} className={`rounded-full px-3 py-1 text-xs font-medium ${colours}`} {...itemEdit?.(index)}>
          {item}
        </li>
      ))}
    </ul>
  )
}
