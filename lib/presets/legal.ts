// The legal pages the site serves; each must exist in the content as a legalPage with this slug.
export const legalSlugs = ['privacy-policy', 'terms-of-service'] as const

export type LegalSlug = (typeof legalSlugs)[number]
