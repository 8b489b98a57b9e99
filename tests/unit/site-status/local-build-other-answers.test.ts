// A 503 body that is not the local site's own state (another server's JSON, a half-written one) is no local build:
// the Site tool then says only that the site cannot be reached, and never fails on it.
import { parseLocalBuildState } from '@/studio/plugins/site-status/logic/local-build-state'

describe('a 503 body that is not the local site’s state', () => {
  it.each([
    ['JSON null', 'null'],
    ['a list', '[]'],
    ['another state', JSON.stringify({ state: 'ready', error: 'x', failedAt: '2026-11-23T12:00:00Z' })],
    ['a failure whose time is a number', JSON.stringify({ state: 'failed', error: 'x', failedAt: 12345 })],
  ])('is no local build: %s', (_what, body) => {
    expect(parseLocalBuildState(body)).toBeUndefined()
  })
})
