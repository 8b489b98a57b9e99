// The legal pages the site must always have: editors may add others, but these two are the product's own.
export const requiredLegalSlugs = ['privacy-policy', 'terms-of-service'] as const
