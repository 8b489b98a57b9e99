// The Site tool counts in words that agree with the number ("1 published document", "2 minutes"), gives a time as how
// long ago and when (date and time), a build's time of day alone, and shortens a commit to the 7 characters GitHub shows.
import { clockTime, shortCommit, siteWording, when } from '@/studio/plugins/site-status/site-wording'

describe('the Site tool’s words for counts and times', () => {
  it('puts a count of one in the singular and any other in the plural', () => {
    expect(siteWording.liveCount(1, 1)).toBe('All 1 published document are live.')
    expect(siteWording.liveCount(2, 3)).toBe('2 of 3 published documents are live.')
    expect(siteWording.overdueText(1)).toContain('more than 1 minute,')
    expect(siteWording.overdueText(10)).toContain('more than 10 minutes,')
  })

  it('says how long ago, then the date and time', () => {
    const now = Date.parse('2026-11-23T12:03:00Z')
    expect(when('2026-11-23T12:00:00Z', now)).toMatch(/^3 min ago \(.*2026.*\d:\d\d.*\)$/)
    expect(clockTime('2026-11-23T12:00:00Z')).toMatch(/^\d{1,2}[:.]\d\d/)
    expect(clockTime('2026-11-23T12:00:00Z')).not.toContain('2026')
  })

  it('shortens a commit to 7 characters, and shows none when there is none', () => {
    expect(shortCommit('0123456789abcdef')).toBe('0123456')
    expect(shortCommit(null)).toBeNull()
  })
})
