// The preview banner's wording. Editor-facing tooling, never shown to visitors, so it lives here rather than in Sanity.
export const previewWording = {
  bannerLabel: 'Draft preview',
  title: 'Previewing drafts',
  exitLabel: 'Exit preview',
  problemsHeading: (count: number) =>
    `Publishing these drafts would fail the next build (${count} problem${count === 1 ? '' : 's'}):`,
  fallbackNote: 'Documents with problems are shown as published.',
} as const
