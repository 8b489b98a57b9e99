// Preview only: says drafts are shown, offers the way out, and lists what would break the next build, in the build's words.
import { formatProblem, type ContentProblem } from '@/lib/content/content-error'
import { previewWording } from '@/lib/preview/preview-wording'

interface PreviewBannerProps {
  problems: ContentProblem[]
  showsPublishedFallback: boolean
}

export function PreviewBanner({ problems, showsPublishedFallback }: PreviewBannerProps) {
  return (
    <aside
      aria-label={previewWording.bannerLabel}
      className="fixed right-4 bottom-4 z-[70] max-h-[50vh] max-w-md overflow-auto rounded-2xl bg-slate-950 p-4 text-sm text-white shadow-xl ring-1 ring-white/20"
    >
      <div className="flex items-center justify-between gap-4">
        <p className="font-semibold">{previewWording.title}</p>
        <a
          href="/api/draft-mode/disable"
          className="rounded-full bg-white px-4 py-2 font-semibold text-slate-950 hover:bg-slate-200"
        >
          {previewWording.exitLabel}
        </a>
      </div>
      {problems.length > 0 && (
        <div role="alert" className="mt-3 border-t border-white/20 pt-3">
          <p className="font-semibold text-amber-300">{previewWording.problemsHeading(problems.length)}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {problems.map((problem) => (
              <li key={formatProblem(problem)}>{formatProblem(problem)}</li>
            ))}
          </ul>
          {showsPublishedFallback && <p className="mt-2 text-slate-300">{previewWording.fallbackNote}</p>}
        </div>
      )}
    </aside>
  )
}
