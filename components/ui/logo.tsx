// The company mark beside its name; the name comes from site settings.
import type { EditAttribute } from '@/lib/content/edit-scope'

/** `edit` marks the name for preview overlays. */
export function Logo({
  companyName,
  inverse = false,
  edit,
}: {
  companyName: string
  inverse?: boolean
  edit?: EditAttribute
}) {
  return (
    <span className="inline-flex items-center gap-2.5">
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" className="fill-brand-600" />
        <path
          d="M9 23V9l14 14V9"
          fill="none"
          stroke="white"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={`text-lg font-bold tracking-tight ${inverse ? 'text-white' : 'text-slate-900'}`} {...edit}>
        {companyName}
      </span>
    </span>
  )
}
