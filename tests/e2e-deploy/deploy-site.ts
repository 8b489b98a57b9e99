// The deploy suite's names: a GitHub Pages project site (the deploy workflow's default for a fresh fork), where the
// build goes, the local Content Lake's token and the plain server's port.
export const deploySiteUrl = 'https://owner.github.io/northbeam'
export const deployBasePath = '/northbeam'
/** Its own folder, so the default build in out/ stays what npm test leaves behind. */
export const deployOutDir = '.test-builds/pages'
export const plainServerPort = Number(process.env.DEPLOY_E2E_PORT ?? 4375)
export const lakeToken = 'sk-deploy-lake-51d0c2aa'

/**
 * A legal page an editor added (Create new document → Legal page, then Publish) and linked from nowhere: the suite's
 * build holds it beside the embedded dataset, so it proves a page from content alone gets a route of its own.
 */
export const addedLegalPage = {
  _id: 'legalPage.cookie-policy',
  _type: 'legalPage',
  _createdAt: '2025-02-03T10:00:00Z',
  _updatedAt: '2025-02-03T10:00:00Z',
  _rev: 'deploy-suite-cookie-policy',
  title: 'Cookie Policy',
  slug: { _type: 'slug', current: 'cookie-policy' },
  lastUpdated: '2025-02-03',
  description:
    'Which cookies this website sets, why, and how you can refuse them: none track you, and none come from advertisers.',
  body: [
    {
      _key: 'cp01',
      _type: 'block',
      style: 'normal',
      markDefs: [],
      children: [{ _key: 'cp01s', _type: 'span', marks: [], text: 'This website sets no tracking cookies.' }],
    },
    {
      _key: 'cp02',
      _type: 'block',
      style: 'h2',
      markDefs: [],
      children: [{ _key: 'cp02s', _type: 'span', marks: [], text: 'Cookies we set' }],
    },
    {
      _key: 'cp03',
      _type: 'block',
      style: 'normal',
      markDefs: [{ _key: 'cp03l', _type: 'link', href: '/privacy-policy' }],
      children: [
        { _key: 'cp03s', _type: 'span', marks: [], text: 'None. What we do with what you send us is in our ' },
        { _key: 'cp03t', _type: 'span', marks: ['cp03l'], text: 'privacy policy' },
        { _key: 'cp03u', _type: 'span', marks: [], text: '.' },
      ],
    },
  ],
}
