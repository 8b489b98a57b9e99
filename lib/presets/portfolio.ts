// Fixed vocabularies of the portfolio: the categories the spec allows and the stock-photo host images come from.
export const portfolioCategories = ['Mobile App', 'Web Development', 'AI Project'] as const

export type PortfolioCategory = (typeof portfolioCategories)[number]

export const imageHost = 'images.unsplash.com'
export const imageOrigin = `https://${imageHost}`
