// The Studio's account, project, telemetry and history calls, answered without a lake: each at its own path and at no
// other (a path with a segment more or less is not the Studio's call), each with what the Studio reads from it.
import { KeyValues } from '../src/key-values'
import { LakeError } from '../src/lake-error'
import { answerStudioEndpoint, isQuietlyAbsent, localEditor, nothingHere } from '../src/studio-endpoints'

const context = () => ({ projectId: 'proj42', dataset: 'production', keyValues: new KeyValues() })
const answer = (path: string, method = 'GET', body: unknown = undefined, at = context()) =>
  answerStudioEndpoint(method, path, body, at)

const ok = (body: unknown) => ({ status: 200, body })

/** Every path the Studio calls with what it is answered; ids of more than one character, as real ones are. */
const routes: [string, unknown][] = [
  ['users/me', ok(localEditor)],
  ['auth/id', ok({ id: 'local-editor' })],
  ['auth/logout', ok({})],
  ['projects/proj42', ok(expect.objectContaining({ id: 'proj42' }))],
  ['datasets', ok([expect.objectContaining({ name: 'production', aclMode: 'private', tags: [] })])],
  ['projects/proj42/datasets', ok([expect.objectContaining({ name: 'production', aclMode: 'private', tags: [] })])],
  [
    'projects/proj42/datasets/production/acl',
    ok([{ filter: '_id in path("**")', permissions: ['read', 'create', 'history', 'update'] }]),
  ],
  ['projects/proj42/grants', ok({})],
  [
    'projects/proj42/roles',
    ok([expect.objectContaining({ name: 'administrator', isCustom: false, projectId: 'proj42' })]),
  ],
  ['projects/proj42/user-applications', ok([])],
  ['access/requests/me', ok([])],
  ['features', ok(['studioComments'])],
  ['ping', ok('PONG')],
  ['check/cors', ok({ result: { allowed: true, withCredentials: true } })],
  ['intake/telemetry-status', ok({ status: 'denied' })],
  ['intake/batch', ok({})],
  ['data/history/production/events/documents/drafts.a%2Cb', ok({ events: { 'drafts.a': [], b: [] } })],
  ['data/history/production/transactions/drafts.abc', { status: 200, body: '', contentType: 'application/x-ndjson' }],
  ['data/history/production/documents/drafts.abc', ok({ documents: [] })],
]

describe('each of the Studio’s calls', () => {
  it.each(routes)('%s is answered with what the Studio reads', (path, expected) => {
    expect(answer(path)).toEqual(expected)
  })

  it.each(routes.map(([path]) => path))('%s is not answered with a segment before or after it', (path) => {
    expect(answer(`x/${path}`)).toBeUndefined()
    expect(answer(`${path}/x`)).toBeUndefined()
  })
})

describe('the project the Studio opens', () => {
  it('is this project, open, with the local editor as its one member: the current user, an administrator', () => {
    expect(answer('projects/proj42')).toEqual(
      ok(
        expect.objectContaining({
          id: 'proj42',
          displayName: 'Local Content Lake',
          isBlocked: false,
          isDisabled: false,
          members: [
            {
              id: 'local-editor',
              role: 'administrator',
              roles: localEditor.roles,
              isCurrentUser: true,
              isRobot: false,
            },
          ],
        }),
      ),
    )
  })

  it('is used by a local editor who can be named, signed in locally, with the one administrator role', () => {
    expect(localEditor).toMatchObject({
      email: 'editor@localhost',
      provider: 'local',
      roles: [{ name: 'administrator', title: 'Administrator', description: expect.stringMatching(/\w/) }],
    })
  })
})

describe('the key-value settings', () => {
  it('read no key when none is asked, and skip empty names in the list', () => {
    expect(answer('users/me/keyvalue')).toEqual(ok([]))
    expect(answer('users/me/keyvalue/a,,b')).toEqual(
      ok([
        { key: 'a', value: null },
        { key: 'b', value: null },
      ]),
    )
  })

  it('are answered at users/me/keyvalue only: not deeper than one list of keys, nor under another path', () => {
    expect(answer('users/me/keyvalue/a/b')).toBeUndefined()
    expect(answer('projects/p/users/me/keyvalue/a')).toBeUndefined()
  })

  it('store a list of pairs, and store nothing from a body that is not a list', () => {
    const at = context()
    expect(answer('users/me/keyvalue', 'PUT', [{ key: 'a', value: 1 }], at)).toEqual(ok([{ key: 'a', value: 1 }]))
    expect(answer('users/me/keyvalue', 'PUT', { key: 'b', value: 2 }, at)).toEqual(ok([]))
    expect(at.keyValues.size).toBe(1)
    expect(answer('users/me/keyvalue/a', 'GET', undefined, at)).toEqual(ok([{ key: 'a', value: 1 }]))
  })

  it.each([
    ['a pair without a string key', [{ key: 'a', value: 1 }, { key: 7 }]],
    ['an entry that is not a pair', [{ key: 'a', value: 1 }, null]],
  ])('refuse %s with 400 and store none of the list', (_, pairs) => {
    const at = context()
    let thrown: unknown
    try {
      answer('users/me/keyvalue', 'PUT', pairs, at)
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(LakeError)
    expect(thrown).toMatchObject({ status: 400, message: 'Each key-value pair needs a string "key"' })
    expect(at.keyValues.size).toBe(0)
  })
})

describe('the upsell and notice calls', () => {
  it.each(['journey/trial', 'help', 'geoip/me', 'descriptors/x', 'projects/proj42/datasets/production/settings/x'])(
    '%s is quietly absent',
    (path) => expect(isQuietlyAbsent(path)).toBe(true),
  )

  it.each([
    'x/journey/trial',
    'helpers',
    'projects//datasets/production/settings/x',
    'projects/p/datasets//settings/x',
  ])('%s is not', (path) => expect(isQuietlyAbsent(path)).toBe(false))

  it('are answered 404, naming the path and the local lake', () => {
    expect(nothingHere('journey/trial')).toMatchObject({
      status: 404,
      message: 'Nothing at journey/trial in the local Content Lake',
    })
  })
})
