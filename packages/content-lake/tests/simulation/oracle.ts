// What must hold of the files once a history has run (and after every restart): each document holds the value of the
// last thing that changed it, as far as the answers and edits let one tell; nothing answered as not saved is there; a
// change whose fate was not told is there whole or not at all; and the lake shows what the files hold.
import type { RawDocument } from '../../src/dataset-format'
import { documentsOn, seedFiles, type LakeWorld, type RequestRecord } from './lake-world'

type Value = { absent: true } | { revision: string } | { content: string }

interface Event {
  value: Value
  start: number
  end: number
  /** Whether it surely happened: an acknowledged change, or an edit beside the lake. */
  definite: boolean
  what: string
  /** The transaction that made it, if the lake did. */
  transactionId?: string
}

/** A document's content, without what the lake sets itself (a hand edit gets a new revision). */
const contentOf = (document: RawDocument) => {
  const { _rev, _updatedAt, ...rest } = document
  void _rev
  void _updatedAt
  return JSON.stringify(rest)
}

function matches(value: Value, actual: RawDocument | undefined): boolean {
  if ('absent' in value) return actual === undefined
  if (actual === undefined) return false
  return 'revision' in value ? actual._rev === value.revision : contentOf(actual) === value.content
}

const describe = (value: Value) =>
  'absent' in value ? 'absent' : 'revision' in value ? `revision ${value.revision}` : `content ${value.content}`

function eventsOf(world: LakeWorld, id: string): Event[] {
  const seed = [...seedFiles.dataset, ...seedFiles.drafts].find((document) => document._id === id)
  const events: Event[] = [
    {
      value: seed ? { content: contentOf(seed) } : { absent: true },
      start: -1,
      end: -1,
      definite: true,
      what: 'the seed',
    },
  ]
  for (const { at, changes } of world.outside) {
    if (!changes.has(id)) continue
    const document = changes.get(id)
    events.push({
      value: document ? { content: contentOf(document) } : { absent: true },
      start: at,
      end: at,
      definite: true,
      what: `an edit at ${at}`,
    })
  }
  for (const request of world.requests) {
    const change = request.changes?.find((each) => each.id === id)
    if (!change || !['ok', 'unconfirmed', 'unknown'].includes(request.outcome)) continue
    const start = request.writingAt ?? request.invokedAt
    events.push({
      value: change.after ? { revision: request.transactionId } : { absent: true },
      start,
      end: request.respondedAt ?? Infinity,
      definite: request.outcome === 'ok',
      what: `${request.transactionId} (${request.outcome}, ${start}–${request.respondedAt ?? '?'})`,
      transactionId: request.transactionId,
    })
  }
  return events
}

/** Every broken promise the files show, as sentences. */
export function checkFiles(world: LakeWorld): string[] {
  const found = documentsOn(world.disk)
  if (!found)
    return [`the files do not parse, or share an id, once the history is over: ${world.disk.list().join(', ')}`]
  const problems: string[] = []
  const actual = (id: string) => found.get(id)?.document
  const ids = new Set([...found.keys(), ...eventsIds(world)])
  for (const id of ids) {
    const events = eventsOf(world, id)
    // A value may be the final one unless something surely happened after it.
    const candidates = events.filter(
      (event) => !events.some((later) => later !== event && later.definite && later.start > event.end),
    )
    if (!candidates.some((event) => matches(event.value, actual(id)))) {
      const now = actual(id)
      problems.push(
        `${id} is ${now ? `${contentOf(now)} at revision ${String(now._rev)}` : 'in neither file'}, but may only be: ${candidates.map((event) => `${describe(event.value)} from ${event.what}`).join('; ')}`,
      )
    }
  }
  const documents = [...found.values()].map(({ document }) => document)
  // What a person chose to keep after the lake asked them is theirs, whatever the lake had answered before.
  const chosenAt = Math.max(-1, ...world.outside.filter((record) => record.chosen).map((record) => record.at))
  for (const request of world.requests) {
    if (
      (request.outcome === 'notSaved' || request.outcome === 'refused') &&
      (request.respondedAt ?? Infinity) > chosenAt
    ) {
      const kept = documents
        .filter((document) => document._rev === request.transactionId)
        .map((document) => document._id)
      if (kept.length)
        problems.push(`${request.transactionId} was answered "${request.answer}", yet ${kept.join(', ')} hold it`)
    }
    if (request.outcome === 'unconfirmed' || request.outcome === 'unknown')
      problems.push(...partly(world, request, actual))
  }
  return problems
}

function eventsIds(world: LakeWorld): string[] {
  return [
    ...[...seedFiles.dataset, ...seedFiles.drafts].map((document) => document._id),
    ...world.outside.flatMap((record) => [...record.changes.keys()]),
    ...world.requests.flatMap((request) => (request.changes ?? []).map((change) => change.id)),
  ]
}

/** A transaction whose fate was not told is in the files whole or not at all (what changed its documents since aside). */
function partly(world: LakeWorld, request: RequestRecord, actual: (id: string) => RawDocument | undefined): string[] {
  const changes = request.changes ?? []
  const start = request.writingAt ?? request.invokedAt
  if (!changes.some(({ id, after }) => after && actual(id)?._rev === request.transactionId)) return []
  const untouched = changes.filter(
    ({ id }) =>
      !eventsOf(world, id).some((event) => event.start > start && event.transactionId !== request.transactionId),
  )
  const missing = untouched.filter(({ id, after }) =>
    after ? actual(id)?._rev !== request.transactionId : actual(id) !== undefined,
  )
  return missing.length
    ? [
        `${request.transactionId} (${request.outcome}) is in the files only in part: ${missing.map(({ id }) => id).join(', ')} lack it`,
      ]
    : []
}

/**
 * The lake shows what its files hold; `byContent`: but for the revisions it gives documents written without one, which it
 * may not have saved yet (it tries again before the next change).
 */
export function checkMemory(world: LakeWorld, { byContent = false } = {}): string[] {
  const found = documentsOn(world.disk)
  const lake = world.serving
  if (!found || !lake) return []
  const shown = byContent ? contentOf : (document: RawDocument) => JSON.stringify(document)
  const inMemory = new Map(lake.store.all().map((document) => [document._id, shown(document)]))
  const onDisk = new Map([...found].map(([id, { document }]) => [id, shown(document)]))
  const differ = [...new Set([...inMemory.keys(), ...onDisk.keys()])].filter(
    (id) => inMemory.get(id) !== onDisk.get(id),
  )
  return differ.map(
    (id) =>
      `the lake shows ${id} as ${inMemory.get(id) ?? 'absent'}, but its files hold ${onDisk.get(id) ?? 'nothing'}`,
  )
}
