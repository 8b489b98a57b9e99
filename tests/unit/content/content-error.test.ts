// A content error prints as one: its name, the summary, every problem with where it is, then the advice.
import { ContentError } from '@/lib/content/content-error'

describe('ContentError', () => {
  it('prints as a ContentError listing each problem, then the advice', () => {
    const error = new ContentError(
      'The content has 1 problem:',
      [{ documentId: 'service.a', documentType: 'service', path: 'title', message: 'Required' }],
      'Fix it in the Studio.',
    )
    expect(String(error)).toBe(
      'ContentError: The content has 1 problem:\n  - service "service.a" › title: Required\nFix it in the Studio.',
    )
  })
})
