// The Actions API as the Studio uses it: edits start a draft from the published document, publish moves it back.
import { closeLakes, draft, draftOnly, published, request, startLake } from './lake-fixture'

afterEach(closeLakes)

/** Actions sent as they are, past @sanity/client's types. */
const postActions = (lake: Parameters<typeof request>[0], actions: unknown[]) =>
  request(lake, '/v2025-02-19/data/actions/production', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ actions }),
  })

const edit = (patch: object) => ({
  actionType: 'sanity.action.document.edit' as const,
  draftId: 'drafts.service.web',
  publishedId: 'service.web',
  patch,
})

describe('actions', () => {
  it('edits a published document by creating its draft from it, then patching the draft', async () => {
    const { client, lake } = await startLake()
    await client.delete('drafts.service.web')
    await client.action(edit({ set: { title: 'Web, edited' } }))
    expect(lake.store.get('drafts.service.web')).toMatchObject({ title: 'Web, edited', features: ['React'] })
    expect(lake.store.get('service.web')?.title).toBe('Web')
  })

  it('publishes a draft: the published document takes its content and the draft is gone', async () => {
    const { client, lake } = await startLake()
    const publishedRev = lake.store.get('service.web')?._rev as string
    const draftRev = lake.store.get('drafts.service.web')?._rev as string
    await client.action({
      actionType: 'sanity.action.document.publish',
      draftId: 'drafts.service.web',
      publishedId: 'service.web',
      ifDraftRevisionId: draftRev,
      ifPublishedRevisionId: publishedRev,
    })
    expect(lake.store.get('service.web')).toMatchObject({ _id: 'service.web', title: 'Web (draft)' })
    expect(lake.store.get('drafts.service.web')).toBeUndefined()
  })

  it('publishes over a published document keeping the day it was first created, and a first publish takes the draft’s', async () => {
    const { client, lake } = await startLake({
      documents: [
        { ...published, _createdAt: '2026-01-05T09:00:00Z' },
        { ...draft, _createdAt: '2026-11-20T09:00:00Z' },
        { ...draftOnly, _createdAt: '2026-11-21T09:00:00Z' },
      ],
    })
    const publish = (draftId: string, publishedId: string) =>
      client.action({ actionType: 'sanity.action.document.publish', draftId, publishedId })
    await publish('drafts.service.web', 'service.web')
    await publish('drafts.service.new', 'service.new')
    expect(lake.store.get('service.web')).toMatchObject({ title: 'Web (draft)', _createdAt: '2026-01-05T09:00:00Z' })
    expect(lake.store.get('service.new')).toMatchObject({ title: 'New', _createdAt: '2026-11-21T09:00:00Z' })
  })

  it('answers with its transaction id, the revision of what it changed: the one the client chose, if it chose one', async () => {
    const { client, lake } = await startLake()
    const discard = { actionType: 'sanity.action.document.discard', draftId: 'drafts.service.new' } as const
    const publish = {
      actionType: 'sanity.action.document.publish',
      draftId: 'drafts.service.web',
      publishedId: 'service.web',
    } as const
    await expect(client.action(publish, { transactionId: 'tx-publish' })).resolves.toEqual({
      transactionId: 'tx-publish',
    })
    expect(lake.store.get('service.web')?._rev).toBe('tx-publish')
    const { transactionId } = await client.action(discard)
    expect(transactionId).toMatch(/^[A-Za-z0-9_.-]{1,128}$/)
    expect(transactionId).not.toBe('tx-publish')
  })

  it('refuses to publish over a published document that changed since the editor read it, with a 409', async () => {
    const { client, lake } = await startLake()
    const publish = {
      actionType: 'sanity.action.document.publish' as const,
      draftId: 'drafts.service.web',
      publishedId: 'service.web',
      ifPublishedRevisionId: 'old',
    }
    await expect(client.action(publish)).rejects.toMatchObject({ statusCode: 409, details: { type: 'actionError' } })
    expect(lake.store.get('drafts.service.web')).toBeDefined()
  })

  it('discards a draft and unpublishes a document into a draft', async () => {
    const { client, lake } = await startLake()
    await client.action({ actionType: 'sanity.action.document.discard', draftId: 'drafts.service.web' })
    expect(lake.store.get('drafts.service.web')).toBeUndefined()
    await client.action({
      actionType: 'sanity.action.document.unpublish',
      draftId: 'drafts.service.web',
      publishedId: 'service.web',
    })
    expect(lake.store.get('service.web')).toBeUndefined()
    expect(lake.store.get('drafts.service.web')).toMatchObject({ title: 'Web' })
  })

  it('runs several actions of one request in order, each seeing what the one before did', async () => {
    const { client, lake } = await startLake()
    await client.action([
      {
        actionType: 'sanity.action.document.create',
        publishedId: 'benefit.new',
        attributes: { _id: 'drafts.benefit.new', _type: 'benefit', title: 'New' },
        ifExists: 'fail',
      },
      {
        actionType: 'sanity.action.document.edit',
        draftId: 'drafts.benefit.new',
        publishedId: 'benefit.new',
        patch: { set: { title: 'Newer' } },
      },
    ])
    expect(lake.store.get('drafts.benefit.new')).toMatchObject({ _type: 'benefit', title: 'Newer' })
  })

  it('creates a draft under the draft id of its published id when its attributes give none', async () => {
    const { lake } = await startLake()
    const create = { actionType: 'sanity.action.document.create', publishedId: 'benefit.new' }
    expect(await postActions(lake, [{ ...create, attributes: { _type: 'benefit', title: 'New' } }])).toMatchObject({
      status: 200,
    })
    expect(lake.store.get('drafts.benefit.new')).toMatchObject({ _type: 'benefit', title: 'New' })
  })

  it('creates a draft that is there already only when told to ignore it, and then leaves it as it is', async () => {
    const { lake } = await startLake()
    const create = (ifExists?: string) =>
      request(lake, '/v2025-02-19/data/actions/production', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          actions: [
            {
              actionType: 'sanity.action.document.create',
              publishedId: 'service.web',
              attributes: { _id: 'drafts.service.web', _type: 'service', title: 'Web, again' },
              ...(ifExists ? { ifExists } : {}),
            },
          ],
        }),
      })
    const before = lake.store.get('drafts.service.web')
    expect(before).toBeDefined()
    expect(await create()).toMatchObject({ status: 409 })
    expect(await create('ignore')).toMatchObject({ status: 200 })
    expect(lake.store.get('drafts.service.web')).toEqual(before)
  })

  it('deletes a document with its draft, and the other drafts it names that are ids', async () => {
    const { client, lake } = await startLake()
    await client.createOrReplace({ _id: 'versions.spring.service.web', _type: 'service', title: 'Web, in spring' })
    await client.action({
      actionType: 'sanity.action.document.delete',
      publishedId: 'service.web',
      includeDrafts: ['versions.spring.service.web', 'not an id'],
    })
    for (const id of ['service.web', 'drafts.service.web', 'versions.spring.service.web'])
      expect(lake.store.get(id)).toBeUndefined()
  })

  it('deletes only the document and its draft when it names no other drafts', async () => {
    const { lake } = await startLake()
    const remove = { actionType: 'sanity.action.document.delete', publishedId: 'service.web' }
    expect(await postActions(lake, [remove])).toMatchObject({ status: 200 })
    expect(lake.store.get('service.web')).toBeUndefined()
    expect(lake.store.get('drafts.service.web')).toBeUndefined()
  })

  it('answers an action it does not support with 400, naming it', async () => {
    const { lake } = await startLake()
    const body = JSON.stringify({ actions: [{ actionType: 'sanity.action.release.create', releaseId: 'rSpring' }] })
    const answer = await request(lake, '/v2025-02-19/data/actions/production', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({
      error: {
        type: 'actionError',
        items: [
          {
            index: 0,
            error: {
              type: 'unsupportedActionError',
              description: expect.stringContaining('"sanity.action.release.create"'),
            },
          },
        ],
      },
    })
  })
})

describe('an action the lake refuses', () => {
  const create = 'sanity.action.document.create'
  const edit = 'sanity.action.document.edit'
  const publish = 'sanity.action.document.publish'
  const discard = 'sanity.action.document.discard'
  const unpublish = 'sanity.action.document.unpublish'
  const replaceDraft = 'sanity.action.document.replaceDraft'
  const attributes = { _type: 'benefit', title: 'New' }

  it.each([
    [
      'a create with no published id',
      { actionType: create, attributes },
      400,
      { type: 'invalidActionError', description: `actions[0] (${create}) needs a valid publishedId, got null` },
    ],
    [
      'a create with no attributes',
      { actionType: create, publishedId: 'benefit.new' },
      400,
      { type: 'invalidActionError', description: 'actions[0] (create) needs attributes' },
    ],
    [
      'an edit with a draft id that is no id',
      { actionType: edit, draftId: 'drafts.a b', publishedId: 'service.web', patch: {} },
      400,
      { type: 'invalidActionError', description: `actions[0] (${edit}) needs a valid draftId, got "drafts.a b"` },
    ],
    [
      'an edit with no patch',
      { actionType: edit, draftId: 'drafts.service.web', publishedId: 'service.web' },
      400,
      { type: 'invalidActionError', description: 'actions[0] (edit) needs a patch' },
    ],
    [
      'an edit of a document that does not exist',
      { actionType: edit, draftId: 'drafts.benefit.none', publishedId: 'benefit.none', patch: {} },
      404,
      {
        type: 'documentNotFoundError',
        description: 'Neither "drafts.benefit.none" nor "benefit.none" exists to edit',
        id: 'drafts.benefit.none',
      },
    ],
    [
      'a publish of a draft that does not exist',
      { actionType: publish, draftId: 'drafts.benefit.none', publishedId: 'benefit.none' },
      404,
      {
        type: 'documentNotFoundError',
        description: 'There is no draft "drafts.benefit.none" to publish',
        id: 'drafts.benefit.none',
      },
    ],
    [
      'a publish of a draft that changed since it was read',
      { actionType: publish, draftId: 'drafts.service.web', publishedId: 'service.web', ifDraftRevisionId: 'old' },
      409,
      {
        type: 'documentRevisionIDDoesNotMatchError',
        description: expect.stringMatching(
          /^The draft "drafts.service.web" changed since it was read \(revision .+\)$/,
        ),
        id: 'drafts.service.web',
      },
    ],
    [
      'a discard of a document that is no draft',
      { actionType: discard, draftId: 'service.web' },
      400,
      {
        type: 'invalidActionError',
        description: 'actions[0] (discard): "service.web" is not a draft',
        id: 'service.web',
      },
    ],
    [
      'a discard of a draft that does not exist',
      { actionType: discard, draftId: 'drafts.benefit.none' },
      404,
      {
        type: 'documentNotFoundError',
        description: 'There is no draft "drafts.benefit.none" to discard',
        id: 'drafts.benefit.none',
      },
    ],
    [
      'an unpublish of a document that is not published',
      { actionType: unpublish, draftId: 'drafts.benefit.none', publishedId: 'benefit.none' },
      404,
      { type: 'documentNotFoundError', description: '"benefit.none" is not published', id: 'benefit.none' },
    ],
    [
      'a replaceDraft with no attributes',
      { actionType: replaceDraft, publishedId: 'service.web' },
      400,
      { type: 'invalidActionError', description: 'actions[0] (replaceDraft) needs attributes' },
    ],
    [
      'a create whose attributes are null',
      { actionType: create, publishedId: 'benefit.new', attributes: null },
      400,
      { type: 'invalidActionError', description: 'actions[0] (create) needs attributes' },
    ],
    [
      'an edit whose patch is null',
      { actionType: edit, draftId: 'drafts.service.web', publishedId: 'service.web', patch: null },
      400,
      { type: 'invalidActionError', description: 'actions[0] (edit) needs a patch' },
    ],
    [
      'a publish with a draft id that is no id',
      { actionType: publish, draftId: 'drafts.a b', publishedId: 'service.web' },
      400,
      { type: 'invalidActionError', description: `actions[0] (${publish}) needs a valid draftId, got "drafts.a b"` },
    ],
    [
      'a publish over a published document that changed since it was read',
      { actionType: publish, draftId: 'drafts.service.web', publishedId: 'service.web', ifPublishedRevisionId: 'old' },
      409,
      {
        type: 'documentRevisionIDDoesNotMatchError',
        description: expect.stringMatching(/^"service.web" changed since it was read \(revision [^)\s]+\)$/),
        id: 'service.web',
      },
    ],
    [
      'a publish over a published document deleted since it was read',
      { actionType: publish, draftId: 'drafts.service.web', publishedId: 'benefit.none', ifPublishedRevisionId: 'r1' },
      409,
      {
        type: 'documentRevisionIDDoesNotMatchError',
        description: '"benefit.none" changed since it was read (it is not published now)',
        id: 'benefit.none',
      },
    ],
    [
      'a discard with a draft id that is no id',
      { actionType: discard, draftId: 'a b' },
      400,
      { type: 'invalidActionError', description: `actions[0] (${discard}) needs a valid draftId, got "a b"` },
    ],
    [
      'an unpublish with a published id that is no id',
      { actionType: unpublish, draftId: 'drafts.service.web', publishedId: 'a b' },
      400,
      { type: 'invalidActionError', description: `actions[0] (${unpublish}) needs a valid publishedId, got "a b"` },
    ],
    [
      'a delete with a published id that is no id',
      { actionType: 'sanity.action.document.delete', publishedId: 'a b' },
      400,
      {
        type: 'invalidActionError',
        description: 'actions[0] (sanity.action.document.delete) needs a valid publishedId, got "a b"',
      },
    ],
    [
      'a replaceDraft whose attributes are null',
      { actionType: replaceDraft, publishedId: 'service.web', attributes: null },
      400,
      { type: 'invalidActionError', description: 'actions[0] (replaceDraft) needs attributes' },
    ],
    [
      'a replaceDraft with a published id that is no id',
      { actionType: replaceDraft, publishedId: 'a b', attributes },
      400,
      { type: 'invalidActionError', description: `actions[0] (${replaceDraft}) needs a valid publishedId, got "a b"` },
    ],
    ['an action that is null', null, 400, { type: 'invalidActionError', description: 'actions[0] must be an object' }],
    [
      'an action that is not an object',
      'publish',
      400,
      { type: 'invalidActionError', description: 'actions[0] must be an object' },
    ],
  ])('%s, with its status and a sentence naming it, and changes nothing', async (_, action, status, error) => {
    const { lake } = await startLake()
    const before = lake.store.all()
    const answer = await request(lake, '/v2025-02-19/data/actions/production', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ actions: [action] }),
    })
    expect(answer.status).toBe(status)
    expect(answer.body).toEqual({
      error: { type: 'actionError', description: expect.any(String), items: [{ index: 0, error }] },
    })
    expect(lake.store.all()).toEqual(before)
  })

  it('refuses a request with no actions', async () => {
    const { lake } = await startLake()
    const answer = await request(lake, '/v2025-02-19/data/actions/production', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ actions: [] }),
    })
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({
      error: {
        items: [
          {
            index: 0,
            error: { type: 'invalidActionError', description: '`actions` must be a non-empty array of actions' },
          },
        ],
      },
    })
  })
})

it('replaceDraft puts the attributes given in the draft, whole, under the draft id', async () => {
  const { client, lake } = await startLake()
  await client.action({
    actionType: 'sanity.action.document.replaceDraft',
    publishedId: 'service.web',
    attributes: { _id: 'ignored', _type: 'service', title: 'Web, replaced' },
  })
  expect(lake.store.get('drafts.service.web')).toMatchObject({ _id: 'drafts.service.web', title: 'Web, replaced' })
  expect(lake.store.get('drafts.service.web')).not.toHaveProperty('features')
})
