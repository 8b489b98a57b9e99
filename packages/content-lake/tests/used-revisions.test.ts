// What the lake remembers of past transactions and revisions: a retry is answered as the first time, a transaction id
// or a revision a document had is never given again, and only the newest of each are kept.
import type { RawDocument } from '../src/dataset-format'
import type { CommittedTransaction } from '../src/transaction'
import { UsedRevisions } from '../src/used-revisions'

const revision = (id: string, rev: string): RawDocument => ({ _id: id, _type: 'service', _rev: rev })

/** Transaction `id`, which changed each document from the revision given to the transaction's own. */
const transaction = (id: string, before: Record<string, string | null> = {}): CommittedTransaction => ({
  transactionId: id,
  timestamp: '2026-11-27T10:00:00Z',
  changes: Object.entries(before).map(([doc, rev]) => ({
    id: doc,
    before: rev === null ? null : revision(doc, rev),
    after: revision(doc, id),
    mutations: [{ patch: { id: doc, set: { title: id } } }],
  })),
  results: Object.keys(before).map((doc) => ({ id: doc, operation: 'update' as const })),
})

describe('a transaction remembered', () => {
  it('answers a retry of the same request with its results, not its documents, and nothing else', () => {
    const used = new UsedRevisions()
    used.add(transaction('t1', { 'service.web': 'r0' }), '[{"patch":1}]')
    expect(used.retryOf('t1', '[{"patch":1}]')).toEqual({
      transactionId: 't1',
      timestamp: '2026-11-27T10:00:00Z',
      changes: [{ id: 'service.web', before: null, after: null, mutations: [] }],
      results: [{ id: 'service.web', operation: 'update' }],
    })
    // Another request under the same id, an id never seen, or a transaction made without its request, is no retry.
    expect(used.retryOf('t1', '[{"patch":2}]')).toBeUndefined()
    expect(used.retryOf('t2', '[{"patch":1}]')).toBeUndefined()
    used.add(transaction('t3'), '')
    expect(used.retryOf('t3', '')).toBeUndefined()
  })

  it('makes its id and the revisions it replaced used, and no others', () => {
    const used = new UsedRevisions()
    used.add(transaction('t1', { 'service.web': 'r0', 'service.new': null }), 'request')
    expect(['t1', 'r0'].map((id) => used.wasUsed(id))).toEqual([true, true])
    expect(['t2', 'r1'].map((id) => used.wasUsed(id))).toEqual([false, false])
    expect(used.size).toEqual({ transactions: 1, revisions: 1 })
  })
})

describe('what is remembered is bounded', () => {
  it('keeps the newest transactions, forgetting the oldest first', () => {
    const used = new UsedRevisions({ transactions: 2, revisions: 10 })
    for (const id of ['t1', 't2', 't3']) used.add(transaction(id), id)
    expect(['t1', 't2', 't3'].map((id) => used.retryOf(id, id) !== undefined)).toEqual([false, true, true])
    expect(used.size.transactions).toBe(2)
  })

  it('keeps the newest retired revisions, and only revisions that are text', () => {
    const used = new UsedRevisions({ transactions: 10, revisions: 3 })
    used.retire(['r1', undefined, 7, 'r2'])
    expect(used.size).toEqual({ transactions: 0, revisions: 2 })
    used.retire(['r3', 'r4'])
    expect(['r1', 'r2', 'r3', 'r4'].map((id) => used.wasUsed(id))).toEqual([false, true, true, true])
    expect(used.size.revisions).toBe(3)
  })
})
