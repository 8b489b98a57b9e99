// Brand glyphs for the footer's social links, from simple-icons (lucide ships no brand marks).
import { siBluesky, siDribbble, siGithub, siX, siYoutube } from 'simple-icons'
import type { SocialPlatform } from '@/lib/presets/social'

const glyphs: Record<SocialPlatform, { path: string }> = {
  github: siGithub,
  x: siX,
  bluesky: siBluesky,
  dribbble: siDribbble,
  youtube: siYoutube,
}

export function SocialIcon({ platform, className = 'size-5' }: { platform: string; className?: string }) {
  const glyph = glyphs[platform as SocialPlatform]
  if (!glyph) return null
  return (
    <svg viewBox="0 0 24 24" className={className} fill="currentColor" aria-hidden="true" focusable="false">
      <path d={glyph.path} />
    </svg>
  )
}
