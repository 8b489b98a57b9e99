// The lake's memory of revisions and transactions, bounded: a client's retry of a transaction is answered as the first
// time, and a transaction id is never a revision a document had (a stale writer's ifRevisionID would pass again).
import type { CommittedTransaction } from './transaction'

/** A retry comes within seconds, and the Studio sends a few transactions a second at most. */
export const rememberedTransactions = 1_000
/** A stale writer holds a revision from the last few thousand changes; ids are 36 characters, so this is under a megabyte. */
export const rememberedRevisions = 10_000

/** Keeps the newest `limit` keys of a Map or Set (both keep insertion order: the first key is the oldest). */
function trim(kept: Map<string, unknown> | Set<string>, limit: number): void {
  for (const oldest of kept.keys()) {
    if (kept.size <= limit) break
    kept.delete(oldest)
  }
}

export class UsedRevisions {
  private readonly transactions = new Map<string, { request: string; transaction: CommittedTransaction }>()
  private readonly retired = new Set<string>()

  constructor(private readonly limits = { transactions: rememberedTransactions, revisions: rememberedRevisions }) {}

  /** A client's transaction as it was answered, if it is remembered and `request` is the same request. */
  retryOf(transactionId: string, request: string): CommittedTransaction | undefined {
    const earlier = this.transactions.get(transactionId)
    return earlier && request !== '' && earlier.request === request ? earlier.transaction : undefined
  }

  /** Whether an id was a transaction's or a retired revision, as far as remembered. */
  wasUsed(id: string): boolean {
    return this.transactions.has(id) || this.retired.has(id)
  }

  /** Remembers a transaction (its results, not its documents: a retry is answered with them as they are then) and the revisions it retired. */
  add(transaction: CommittedTransaction, request: string): void {
    const changes = transaction.changes.map(({ id }) => ({ id, before: null, after: null, mutations: [] }))
    this.transactions.set(transaction.transactionId, { request, transaction: { ...transaction, changes } })
    trim(this.transactions, this.limits.transactions)
    this.retire(transaction.changes.map((change) => change.before?._rev))
  }

  /** Revisions documents no longer have. */
  retire(revisions: unknown[]): void {
    for (const revision of revisions) if (typeof revision === 'string') this.retired.add(revision)
    trim(this.retired, this.limits.revisions)
  }

  get size(): { transactions: number; revisions: number } {
    return { transactions: this.transactions.size, revisions: this.retired.size }
  }
}
