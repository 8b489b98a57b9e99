// The Site tool's settings as people type them into a .env file or CI variable: spaces and a newline around a value
// are not part of it, a value of spaces is no value, and a site on this machine may be plain http.
import { siteStatusOptionsOf } from '@/studio/plugins/site-status/site-status-options'

const real = { local: false, projectId: 'abc123', dataset: 'production' }

describe('the Site tool’s settings as typed', () => {
  it('are read without the spaces or newline around them', () => {
    const options = siteStatusOptionsOf(
      {
        SANITY_STUDIO_SITE_URL: ' https://www.example.com\n',
        SANITY_STUDIO_SITE_POLL_SECONDS: ' 15 ',
        SANITY_STUDIO_REBUILD_OVERDUE_MINUTES: '20\n',
      },
      real,
    )
    expect(options).toMatchObject({ siteUrl: 'https://www.example.com', pollMs: 15_000, overdueAfterMs: 20 * 60_000 })
  })

  it('take a value of only spaces as unset, as an empty one', () => {
    expect(
      siteStatusOptionsOf({ SANITY_STUDIO_SITE_URL: '  ', SANITY_STUDIO_SITE_POLL_SECONDS: ' ' }, real),
    ).toMatchObject({
      siteUrl: undefined,
      pollMs: 30_000,
    })
  })

  it('take a plain http site, such as one served on this machine', () => {
    expect(siteStatusOptionsOf({ SANITY_STUDIO_SITE_URL: 'http://127.0.0.1:4000' }, real).siteUrl).toBe(
      'http://127.0.0.1:4000',
    )
  })
})
