// Mutations follow Sanity's own semantics (@sanity/mutator): each kind, revisions, conflicts and all-or-nothing transactions.
import { closeLakes, published, request, startLake, type LakeUnderTest } from './lake-fixture'

afterEach(closeLakes)

describe('mutate', () => {
  it('creates a document with a fresh revision and refuses to create it twice with a 409', async () => {
    const { client, lake } = await startLake()
    const result = await client.create({ _id: 'benefit.fast', _type: 'benefit', title: 'Fast' })
    expect(result).toMatchObject({
      _id: 'benefit.fast',
      title: 'Fast',
      _rev: expect.any(String),
      _createdAt: expect.any(String),
    })
    expect(lake.store.get('benefit.fast')?._rev).toBe(result._rev)
    await expect(client.create({ _id: 'benefit.fast', _type: 'benefit' })).rejects.toMatchObject({
      statusCode: 409,
      details: {
        type: 'mutationError',
        items: [
          {
            index: 0,
            error: {
              type: 'documentAlreadyExistsError',
              id: 'benefit.fast',
              description: 'Document by ID "benefit.fast" already exists',
            },
          },
        ],
      },
    })
  })

  it('gives a created document without an _id a fresh one', async () => {
    const { client } = await startLake()
    const result = await client.create({ _type: 'benefit', title: 'No id' })
    expect(result._id).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('leaves an existing document alone on createIfNotExists and replaces it on createOrReplace', async () => {
    const { client, lake } = await startLake()
    await client.createIfNotExists({ _id: 'service.web', _type: 'service', title: 'Ignored' })
    expect(lake.store.get('service.web')).toMatchObject({ title: 'Web', _rev: published._rev })
    await client.createOrReplace({ _id: 'service.web', _type: 'service', title: 'Replaced' })
    expect(lake.store.get('service.web')).toEqual(expect.objectContaining({ title: 'Replaced' }))
    expect(lake.store.get('service.web')).not.toHaveProperty('features')
  })

  it('deletes a document', async () => {
    const { client, lake } = await startLake()
    await client.delete('service.web')
    expect(lake.store.get('service.web')).toBeUndefined()
  })

  it('patches with set, unset, insert, inc, dec and diffMatchPatch as the Studio sends them', async () => {
    const { client, lake } = await startLake()
    await client
      .patch('service.web')
      .set({ 'seo.title': 'Web services' })
      .unset(['views'])
      .insert('after', 'features[-1]', ['Next.js'])
      .commit()
    await client.patch('service.web').setIfMissing({ views: 0 }).inc({ views: 3 }).commit()
    await client.patch('service.web').dec({ views: 1 }).commit()
    await client.patch('service.web').diffMatchPatch({ title: '@@ -1,3 +1,12 @@\n Web\n+ platforms\n' }).commit()
    expect(lake.store.get('service.web')).toMatchObject({
      title: 'Web platforms',
      seo: { title: 'Web services' },
      features: ['React', 'Next.js'],
      views: 2,
    })
  })

  it('answers 409 when ifRevisionID names another revision, and changes nothing', async () => {
    const { client, lake } = await startLake()
    await expect(
      client.patch('service.web').ifRevisionId('stale-rev').set({ title: 'Lost update' }).commit(),
    ).rejects.toMatchObject({
      statusCode: 409,
      details: {
        items: [
          {
            error: {
              type: 'documentRevisionIDDoesNotMatchError',
              id: 'service.web',
              description:
                'Document by ID "service.web" has unexpected revision ID ("rev-web-1"), expected "stale-rev"',
            },
          },
        ],
      },
    })
    expect(lake.store.get('service.web')?.title).toBe('Web')
    await client
      .patch('service.web')
      .ifRevisionId(published._rev as string)
      .set({ title: 'Checked' })
      .commit()
    expect(lake.store.get('service.web')?.title).toBe('Checked')
  })

  it('answers 404 documentNotFoundError for a patch of a missing document', async () => {
    const { client } = await startLake()
    await expect(client.patch('service.none').set({ title: 'x' }).commit()).rejects.toMatchObject({
      statusCode: 404,
      message: expect.stringContaining('The document with the ID "service.none" was not found'),
      details: { items: [{ index: 0, error: { type: 'documentNotFoundError', id: 'service.none' } }] },
    })
  })

  it('applies a transaction all or nothing: one failing mutation leaves the others unapplied', async () => {
    const { client, lake } = await startLake()
    const transaction = client
      .transaction()
      .create({ _id: 'benefit.a', _type: 'benefit' })
      .patch('service.none', (patch) => patch.set({ title: 'x' }))
    await expect(transaction.commit()).rejects.toMatchObject({ statusCode: 404 })
    expect(lake.store.get('benefit.a')).toBeUndefined()
  })

  it('gives every document of one transaction the transaction id as its revision, the id the client chose if it chose one', async () => {
    const { client, lake } = await startLake()
    const result = await client
      .transaction()
      .patch('service.web', (patch) => patch.set({ title: 'A' }))
      .create({ _id: 'benefit.b', _type: 'benefit' })
      .commit({ transactionId: 'tx-chosen' })
    expect(result.transactionId).toBe('tx-chosen')
    expect([lake.store.get('service.web')?._rev, lake.store.get('benefit.b')?._rev]).toEqual(['tx-chosen', 'tx-chosen'])
  })
})

const post = (body: string, contentType = 'application/json') => ({
  method: 'POST',
  headers: { 'content-type': contentType },
  body,
})

const mutatePath = '/v2025-02-19/data/mutate/production'
/** Posts `{ mutations }` to the lake's mutate endpoint, as Sanity's client does; `search` carries its options. */
const mutate = (lake: LakeUnderTest['lake'], mutations: unknown, search = '') =>
  request(lake, `${mutatePath}${search}`, post(JSON.stringify({ mutations })))

describe('a transaction id in the URL, where Sanity’s API also takes it', () => {
  const retitle = [{ patch: { id: 'service.web', set: { title: 'A' } } }]

  it('becomes the revision, and an empty one is no id: the lake makes its own', async () => {
    const { lake } = await startLake()
    expect((await mutate(lake, retitle, '?transactionId=tx-from-url')).body).toMatchObject({
      transactionId: 'tx-from-url',
    })
    expect(lake.store.get('service.web')?._rev).toBe('tx-from-url')
    const { status, body } = await mutate(lake, retitle, '?transactionId=')
    expect(status).toBe(200)
    expect((body as { transactionId: string }).transactionId).toMatch(/^[A-Za-z0-9_.-]{1,128}$/)
  })
})

describe('a create that names no id, as the real API takes it', () => {
  const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'
  const created = async (lake: LakeUnderTest['lake'], mutation: object) => {
    const { status, body } = await mutate(lake, [mutation])
    return { status, ids: (body as { documentIds?: string[] }).documentIds, body }
  }

  it('gets a fresh id, or one under the path an id ending in "." names', async () => {
    const { lake } = await startLake()
    const fresh = await created(lake, { create: { _type: 'benefit', title: 'Fresh' } })
    expect(fresh.ids).toEqual([expect.stringMatching(new RegExp(`^${uuid}$`))])
    const underPath = await created(lake, { create: { _id: 'benefit.', _type: 'benefit', title: 'Under' } })
    expect(underPath.ids).toEqual([expect.stringMatching(new RegExp(`^benefit\\.${uuid}$`))])
    expect([lake.store.get(fresh.ids![0]!)?.title, lake.store.get(underPath.ids![0]!)?.title]).toEqual([
      'Fresh',
      'Under',
    ])
  })

  it('is a create only: another kind without an id, or with a path, is refused as a malformed id', async () => {
    const { lake } = await startLake()
    for (const [mutation, shown] of [
      [{ createOrReplace: { _type: 'benefit' } }, 'null'],
      [{ createIfNotExists: { _id: 'benefit.', _type: 'benefit' } }, '"benefit."'],
      [{ create: { _id: '.benefit', _type: 'benefit' } }, '".benefit"'],
      [{ create: { _id: 7, _type: 'benefit' } }, '7'],
    ] as const) {
      const { status, body } = await created(lake, mutation)
      expect({ status, body }).toMatchObject({
        status: 400,
        body: {
          error: {
            items: [{ error: { type: 'invalidDocumentIdError', description: `Malformed document ID: ${shown}` } }],
          },
        },
      })
    }
  })
})

describe('the answer to a mutate', () => {
  it('is a 400 naming every item that failed when one is malformed, though an earlier one conflicts (409), and saves nothing', async () => {
    const { lake } = await startLake()
    const mutations = [
      { create: { _id: 'service.web', _type: 'service', title: 'Twice' } },
      { delete: { id: 'not an id!' } },
    ]
    const { status, body } = await mutate(lake, mutations)
    expect(status).toBe(400)
    expect(body).toMatchObject({
      error: {
        items: [
          { index: 0, error: { type: 'documentAlreadyExistsError' } },
          { index: 1, error: { type: 'invalidDocumentIdError' } },
        ],
      },
    })
    expect(lake.store.get('service.web')?.title).toBe('Web')
  })

  it('says what each mutation did to its document: created, updated, deleted, or nothing', async () => {
    const { lake } = await startLake()
    const mutations = [
      { createOrReplace: { _id: 'service.web', _type: 'service', title: 'Replaced' } },
      { createOrReplace: { _id: 'benefit.d', _type: 'benefit', title: 'D' } },
      { createIfNotExists: { _id: 'service.web', _type: 'service', title: 'Ignored' } },
      { delete: { id: 'drafts.service.new' } },
      { delete: { id: 'service.none' } },
    ]
    const { status, body } = await mutate(lake, mutations)
    expect(status).toBe(200)
    expect((body as { results: object[] }).results).toEqual([
      { id: 'service.web', operation: 'update' },
      { id: 'benefit.d', operation: 'create' },
      { id: 'service.web', operation: 'none' },
      { id: 'drafts.service.new', operation: 'delete' },
      { id: 'service.none', operation: 'none' },
    ])
  })

  it('names each document changed once, and carries the documents only when asked', async () => {
    const { lake } = await startLake()
    const mutations = [
      { patch: { id: 'service.web', set: { title: 'A' } } },
      { patch: { id: 'service.web', set: { title: 'B' } } },
      { create: { _id: 'benefit.c', _type: 'benefit', title: 'C' } },
    ]
    const { body } = await mutate(lake, mutations)
    expect(body).toMatchObject({ documentIds: ['service.web', 'benefit.c'] })
    expect((body as { results: object[] }).results).toEqual([
      { id: 'service.web', operation: 'update' },
      { id: 'service.web', operation: 'update' },
      { id: 'benefit.c', operation: 'create' },
    ])
    await mutate(lake, [{ delete: { id: 'benefit.c' } }])
    const { body: withDocuments } = await mutate(lake, mutations, '?returnDocuments=true')
    expect((withDocuments as { results: object[] }).results).toEqual([
      expect.objectContaining({ id: 'service.web', document: expect.objectContaining({ title: 'B' }) }),
      expect.objectContaining({ id: 'service.web', document: expect.objectContaining({ title: 'B' }) }),
      expect.objectContaining({ id: 'benefit.c', document: expect.objectContaining({ title: 'C' }) }),
    ])
  })

  it('creates a document with a field named query as it is: only a delete or patch selects by query', async () => {
    const { client, lake } = await startLake()
    await client.create({ _id: 'search.saved', _type: 'savedSearch', query: '*[_type == "service"]' })
    expect(lake.store.get('search.saved')).toMatchObject({ _type: 'savedSearch', query: '*[_type == "service"]' })
    expect(lake.store.get('service.web')?._type).toBe('service')
  })
})

describe('mutate with bad input', () => {
  it('answers an unknown mutation with 400 and Sanity’s mutationError naming it and its place', async () => {
    const { lake } = await startLake()
    const { status, body } = await mutate(lake, [{ upsert: { _id: 'x' } }])
    expect(status).toBe(400)
    expect(body).toEqual({
      error: {
        type: 'mutationError',
        description: expect.stringContaining('mutations[0]: unknown mutation "upsert"'),
        items: [
          { index: 0, error: { type: 'invalidMutationError', description: expect.stringContaining('"upsert"') } },
        ],
      },
    })
  })

  it('answers malformed JSON with 400 and the parser’s reason', async () => {
    const { lake } = await startLake()
    const { status, body } = await request(lake, mutatePath, post('{"mutations": [}'))
    expect(status).toBe(400)
    expect(body).toEqual({
      error: { type: 'httpBadRequest', description: expect.stringMatching(/^The request body is not valid JSON: /) },
    })
  })

  it('refuses a body that is not sent as JSON, so a web page cannot post a mutation as a plain form', async () => {
    const { lake } = await startLake()
    const { status, body } = await request(lake, mutatePath, post('{"mutations": []}', 'text/plain'))
    expect(status).toBe(400)
    expect(body).toMatchObject({ error: { description: expect.stringContaining('got "text/plain"') } })
    expect(lake.store.all()).toHaveLength(3)
  })

  it.each([
    [
      'two kinds in one mutation',
      { create: {}, delete: {} },
      400,
      {
        type: 'invalidMutationError',
        description:
          'mutations[0]: unknown mutation "create", "delete"; expected one of create, createIfNotExists, createOrReplace, delete, patch',
      },
    ],
    [
      'a mutation that is a list',
      ['create'],
      400,
      {
        type: 'invalidMutationError',
        description:
          'mutations[0]: unknown mutation ["create"]; expected one of create, createIfNotExists, createOrReplace, delete, patch',
      },
    ],
    [
      'a mutation that is null',
      null,
      400,
      {
        type: 'invalidMutationError',
        description:
          'mutations[0]: unknown mutation null; expected one of create, createIfNotExists, createOrReplace, delete, patch',
      },
    ],
    [
      'a mutation that is no object',
      'create',
      400,
      {
        type: 'invalidMutationError',
        description:
          'mutations[0]: unknown mutation "create"; expected one of create, createIfNotExists, createOrReplace, delete, patch',
      },
    ],
    [
      'a kind whose body is no object',
      { patch: 'service.web' },
      400,
      { type: 'invalidMutationError', description: 'mutations[0].patch must be an object' },
    ],
    [
      'a document with no _type',
      { createOrReplace: { _id: 'benefit.new' } },
      400,
      {
        type: 'invalidDocumentError',
        description: 'The document "benefit.new" of mutations[0].createOrReplace needs a _type',
        id: 'benefit.new',
      },
    ],
    [
      'a document whose _type is empty',
      { createOrReplace: { _id: 'benefit.new', _type: '' } },
      400,
      {
        type: 'invalidDocumentError',
        description: 'The document "benefit.new" of mutations[0].createOrReplace needs a _type',
        id: 'benefit.new',
      },
    ],
    [
      'a delete of a malformed id',
      { delete: { id: 'bad id!' } },
      400,
      { type: 'invalidDocumentIdError', description: 'Malformed document ID: "bad id!"' },
    ],
    [
      'a delete by a query that is no text',
      { delete: { query: 42 } },
      400,
      { type: 'invalidMutationError', description: 'mutations[0].delete.query must be a GROQ string' },
    ],
    [
      'a patch that is no object',
      { patch: null },
      400,
      { type: 'invalidMutationError', description: 'mutations[0].patch must be an object' },
    ],
    [
      'a patch of no id',
      { patch: { set: { title: 'x' } } },
      400,
      { type: 'invalidDocumentIdError', description: 'Malformed document ID: null' },
    ],
    [
      'a patch by a query that is no text',
      { patch: { query: ['*'], set: { title: 'x' } } },
      400,
      { type: 'invalidMutationError', description: 'mutations[0].patch.query must be a GROQ string' },
    ],
    [
      'a patch with an operation Sanity does not have',
      { patch: { id: 'service.web', rename: { title: 'name' }, merge: {} } },
      400,
      {
        type: 'invalidPatchError',
        description: 'mutations[0].patch has unknown operation(s) rename, merge',
        id: 'service.web',
      },
    ],
    [
      'a patch that cannot be applied',
      { patch: { id: 'service.web', diffMatchPatch: { title: 'not a patch' } } },
      400,
      {
        type: 'invalidPatchError',
        description: 'mutations[0] cannot be applied to "service.web": Invalid patch string: not a patch',
        id: 'service.web',
      },
    ],
  ])('refuses %s, saying so at its place, and changes nothing', async (_, mutation, status, error) => {
    const { lake } = await startLake()
    const before = lake.store.all()
    const answer = await mutate(lake, [mutation])
    expect(answer.status).toBe(status)
    expect(answer.body).toEqual({
      error: { type: 'mutationError', description: expect.any(String), items: [{ index: 0, error }] },
    })
    expect(lake.store.all()).toEqual(before)
  })

  it('refuses a body whose mutations are not a list, with an example of one', async () => {
    const { lake } = await startLake()
    const answer = await mutate(lake, {})
    expect(answer).toMatchObject({
      status: 400,
      body: {
        error: {
          description: '`mutations` must be an array of mutations, e.g. [{"create": {"_type": "service", …}}]',
        },
      },
    })
  })

  it('names a malformed document id', async () => {
    const { lake } = await startLake()
    const { status, body } = await mutate(lake, [{ createOrReplace: { _id: 'bad id!', _type: 'service' } }])
    expect(status).toBe(400)
    expect(body).toMatchObject({
      error: {
        items: [
          { index: 0, error: { type: 'invalidDocumentIdError', description: 'Malformed document ID: "bad id!"' } },
        ],
      },
    })
  })
})

describe('mutations by query', () => {
  it('deletes every document a query finds, as the Presentation tool does with expired preview secrets', async () => {
    const { client, lake } = await startLake()
    await client.create({ _id: 'drafts.secret-a', _type: 'sanity.previewUrlSecret', secret: 'a' })
    await client.create({ _id: 'drafts.secret-b', _type: 'sanity.previewUrlSecret', secret: 'b' })
    await client.delete({ query: '*[_type == $type]', params: { type: 'sanity.previewUrlSecret' } })
    expect(lake.store.all().map((doc) => doc._id)).toEqual(['service.web', 'drafts.service.web', 'drafts.service.new'])
  })

  it('patches every document a query finds', async () => {
    const { client, lake } = await startLake()
    await client
      .patch({ query: '*[_type == "service" && !(_id in path("drafts.**"))]' })
      .set({ featured: true })
      .commit()
    expect(lake.store.get('service.web')?.featured).toBe(true)
    expect(lake.store.get('drafts.service.web')?.featured).toBeUndefined()
  })

  it('takes a query that finds one document, not a list of them, as that one document', async () => {
    const { client, lake } = await startLake()
    await client.delete({ query: '*[_id == "drafts.service.new"][0]' })
    await client.patch({ query: '*[_id == "service.web"][0]._id' }).set({ featured: true }).commit()
    expect(lake.store.get('drafts.service.new')).toBeUndefined()
    expect(lake.store.get('service.web')?.featured).toBe(true)
  })

  it('selects each document once, a document the transaction already changed too', async () => {
    const { lake } = await startLake()
    const mutations = [
      { patch: { id: 'service.web', set: { views: 0 } } },
      { patch: { query: '*[_id == "service.web"]', inc: { views: 1 } } },
    ]
    const { status } = await mutate(lake, mutations)
    expect(status).toBe(200)
    expect(lake.store.get('service.web')?.views).toBe(1)
  })

  it('does nothing, and fails nothing, for a query that finds no document', async () => {
    const { client, lake } = await startLake()
    const before = lake.store.all()
    await client.delete({ query: '*[_id == "service.none"][0]' })
    await client.patch({ query: '*[_id == "service.none"][0]._id' }).set({ featured: true }).commit()
    expect(lake.store.all()).toEqual(before)
  })

  it('names a query that is not GROQ text, and changes nothing', async () => {
    const { lake } = await startLake()
    const { status, body } = await mutate(lake, [{ delete: { query: { _type: 'service' } } }])
    expect(status).toBe(400)
    expect(JSON.stringify(body)).toContain('mutations[0].delete.query must be a GROQ string')
    expect(lake.store.get('service.web')).toBeDefined()
  })

  it('selects from the documents as the transaction has them so far, its own earlier mutations included', async () => {
    const { lake } = await startLake()
    const mutations = [
      { create: { _id: 'benefit.short-lived', _type: 'benefit', title: 'Short-lived', expired: true } },
      { delete: { query: '*[expired == true]' } },
    ]
    const { status } = await mutate(lake, mutations)
    expect(status).toBe(200)
    expect(lake.store.get('benefit.short-lived')).toBeUndefined()
  })

  it('does not see a document its own earlier mutation deleted: the first document it finds is one still there', async () => {
    const { lake } = await startLake()
    const mutations = [{ delete: { id: 'service.web' } }, { patch: { query: '*[0]', set: { picked: true } } }]
    const { status } = await mutate(lake, mutations)
    expect(status).toBe(200)
    expect(lake.store.all().filter((doc) => doc.picked === true)).toHaveLength(1)
  })
})

describe('a subscriber that fails', () => {
  it('neither fails a transaction that was saved nor keeps the others from hearing it, and is logged', async () => {
    const { lake, client, logged } = await startLake()
    const heard: string[] = []
    lake.store.subscribe(() => {
      throw new Error('a broken subscriber')
    })
    lake.store.subscribe(({ transactionId }) => heard.push(transactionId))
    const { _rev: transactionId } = await client.patch('service.web').set({ title: 'Saved anyway' }).commit()
    expect(lake.store.get('service.web')?.title).toBe('Saved anyway')
    expect(heard).toEqual([transactionId])
    expect(logged).toContainEqual(
      expect.stringContaining(
        `A listener of the local Content Lake failed on transaction ${transactionId}: Error: a broken subscriber`,
      ),
    )
  })
})

describe('transaction ids a client chooses', () => {
  it('refuses one that is not a plain name (a line break would inject lines into every listener), and saves nothing', async () => {
    const { lake } = await startLake()
    const body = JSON.stringify({
      transactionId: 'tx\nevent: mutation',
      mutations: [{ patch: { id: 'service.web', set: { title: 'Injected' } } }],
    })
    const { status, body: answer } = await request(lake, mutatePath, post(body))
    expect(status).toBe(400)
    expect(JSON.stringify(answer)).toContain('is not valid: use 1 to 128 letters')
    expect(lake.store.get('service.web')?.title).toBe('Web')
  })

  it('refuses one that is not text, naming it, so a revision is always a string', async () => {
    const { lake } = await startLake()
    const body = JSON.stringify({
      transactionId: 7,
      mutations: [{ patch: { id: 'service.web', set: { title: 'Seven' } } }],
    })
    const { status, body: answer } = await request(lake, mutatePath, post(body))
    expect(status).toBe(400)
    expect(JSON.stringify(answer)).toContain('transactionId 7 is not valid')
    expect(lake.store.get('service.web')).toMatchObject({ title: 'Web', _rev: expect.any(String) })
  })

  it('refuses one used before, so a stale revision can never come back and pass a writer’s ifRevisionID', async () => {
    const { lake, client } = await startLake()
    const stale = lake.store.get('service.web')?._rev as string
    await client.patch('service.web').set({ title: 'Newer' }).commit()
    await expect(client.patch('service.web').set({ title: 'Again' }).commit({ transactionId: stale })).rejects.toThrow(
      `transactionId "${stale}" was used before`,
    )
    await expect(
      client.patch('service.web').ifRevisionId(stale).set({ title: 'Lost update' }).commit(),
    ).rejects.toMatchObject({ statusCode: 409 })
    expect(lake.store.get('service.web')?.title).toBe('Newer')
  })
})
