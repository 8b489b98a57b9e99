// Before any deploy has written a build report, the Site tool shows no report and no problem: an absent report is not
// an unreadable one.
import { statusDocumentsOf } from '@/studio/plugins/site-status/status-documents'

describe('the Site tool’s private documents before any deploy wrote them', () => {
  it('are no report, no problem and no deploy hook', () => {
    for (const absent of [null, undefined])
      expect(statusDocumentsOf({ report: absent, deployHook: absent })).toEqual({
        report: null,
        reportProblem: undefined,
        deployHookUrl: null,
        deployHookProblem: undefined,
      })
  })

  it('name the problem of a report that is there but unreadable', () => {
    expect(statusDocumentsOf({ report: { outcome: 'maybe' }, deployHook: null }).reportProblem).toBe(
      'outcome "maybe" is neither "success" nor "failure"',
    )
  })
})
