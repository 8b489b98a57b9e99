// Social networks the footer can link to; each maps to a simple-icons glyph in components/ui/social-icon.tsx.
export const socialPlatforms = [
  { value: 'github', title: 'GitHub' },
  { value: 'x', title: 'X (Twitter)' },
  { value: 'bluesky', title: 'Bluesky' },
  { value: 'dribbble', title: 'Dribbble' },
  { value: 'youtube', title: 'YouTube' },
] as const

export type SocialPlatform = (typeof socialPlatforms)[number]['value']
