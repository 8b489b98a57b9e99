// How a message names a file: short inside the checkout, where a person runs npm from, and in full anywhere else.
import os from 'node:os'
import path from 'node:path'
import { shownPath } from '../src/shown-path'

describe('a file as a message names it', () => {
  it('is relative to the checkout when it is inside it', () => {
    expect(shownPath(path.join(process.cwd(), 'content', 'dataset.ndjson'))).toBe(
      path.join('content', 'dataset.ndjson'),
    )
  })

  it('is in full outside the checkout, above it or beside it', () => {
    const elsewhere = path.join(os.tmpdir(), 'dataset.ndjson')
    const beside = path.join(path.dirname(process.cwd()), 'other-site', 'dataset.ndjson')
    expect([shownPath(elsewhere), shownPath(beside)]).toEqual([elsewhere, beside])
  })

  it('is in full for the checkout itself, which has no shorter name', () => {
    expect(shownPath(process.cwd())).toBe(process.cwd())
  })
})
