// The local site's answer before its first export: its first build under way or failed, and nothing else.
import { parseLocalBuildState } from '@/studio/plugins/site-status/logic/local-build-state'

describe('parseLocalBuildState', () => {
  it('reads a first build under way, and one that failed with its last lines and when', () => {
    expect(parseLocalBuildState('{"state":"building"}')).toEqual({ state: 'building' })
    expect(
      parseLocalBuildState(
        JSON.stringify({
          state: 'failed',
          error: 'Error: boom\nnpm run build ended with 1',
          failedAt: '2026-11-23T11:31:00.000Z',
        }),
      ),
    ).toEqual({
      state: 'failed',
      error: 'Error: boom\nnpm run build ended with 1',
      failedAt: '2026-11-23T11:31:00.000Z',
    })
  })

  it.each([
    ['a plain-text body', 'Service Unavailable'],
    ['JSON that is not an object', '["building"]'],
    ['another state', '{"state":"ready"}'],
    ['a failure without its error', '{"state":"failed","failedAt":"2026-11-23T11:31:00.000Z"}'],
    ['a failure without a time', '{"state":"failed","error":"Error: boom","failedAt":"yesterday"}'],
  ])('is nothing for %s', (_, body) => expect(parseLocalBuildState(body)).toBeUndefined())
})
