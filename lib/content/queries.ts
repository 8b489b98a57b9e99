// The site's one GROQ query: every published document the pages render, fetched once per build.
import { defineQuery } from 'groq'

export const siteContentQuery = defineQuery(`{
  "settings": *[_type == "siteSettings" && !(_id in path("drafts.**"))],
  "home": *[_type == "homePage" && !(_id in path("drafts.**"))],
  "services": *[_type == "service" && !(_id in path("drafts.**"))] | order(orderRank asc, _id asc),
  "benefits": *[_type == "benefit" && !(_id in path("drafts.**"))] | order(orderRank asc, _id asc),
  "portfolio": *[_type == "portfolioItem" && !(_id in path("drafts.**"))] | order(orderRank asc, _id asc),
  "legalPages": *[_type == "legalPage" && !(_id in path("drafts.**"))] | order(slug.current asc)
}`)

/** Each published document the site renders, with its revision and publish time: what npm run site-status compares with the live build.json. */
export const publishedRevisionsQuery = defineQuery(
  `*[_type in $types && !(_id in path("drafts.**"))] | order(_id asc) { _id, _type, _rev, _updatedAt }`,
)
