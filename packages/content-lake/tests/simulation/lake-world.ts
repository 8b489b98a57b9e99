// The simulated world of one history: a disk, the processes on it, the lake that serves it, the Studio's requests and
// the edits made beside it. It records what each request was answered and what reached the disk, for the oracle, and
// checks at every write of the lake what must hold at every moment.
import type { Scheduler } from 'fast-check'
import { formatDataset, parseDataset, type RawDocument } from '../../src/dataset-format'
import { applyMutations } from '../../src/data-endpoints'
import { openDatasetFiles, type DatasetFiles } from '../../src/dataset-files'
import { idsInBoth } from '../../src/dataset-reading'
import { applyActions } from '../../src/document-actions'
import { fileForNewDocument, type FileKind } from '../../src/document-placement'
import { openDocumentStore, type DocumentStore } from '../../src/document-store'
import { LakeError, LakeStartError } from '../../src/lake-error'
import type { ProcessTable } from '../../src/process-identity'
import { inlineQueryRunner } from '../../src/query-runner'
import type { CommittedTransaction } from '../../src/transaction'
import { ProcessEnded, SimDisk, type FileObserver } from './sim-disk'

export const privatePaths = ['siteDeployHook', 'siteBuildReport']
export const datasetName = 'dataset.ndjson'
export const draftsName = 'dataset.drafts.ndjson'
export const journalName = 'dataset.ndjson.journal'
export const lockName = 'dataset.ndjson.lock'

/** The seed: published documents of the content model, a draft, and the two kinds of documents a build never reads. */
export const seedFiles: Record<FileKind, RawDocument[]> = {
  dataset: [
    { _id: 'benefit.fast', _type: 'benefit', _rev: 'seed-1', title: 'Fast' },
    { _id: 'service.cloud', _type: 'service', _rev: 'seed-2', title: 'Cloud' },
    { _id: 'service.web', _type: 'service', _rev: 'seed-3', title: 'Web' },
    { _id: 'siteSettings', _type: 'siteSettings', _rev: 'seed-4', title: 'Northbeam' },
  ],
  drafts: [
    { _id: 'drafts.service.web', _type: 'service', _rev: 'seed-5', title: 'Web (draft)' },
    { _id: 'sanity-preview-url-secret.a', _type: 'sanity.previewUrlSecret', _rev: 'seed-6', secret: 's' },
    { _id: 'siteDeployHook.settings', _type: 'siteDeployHook', _rev: 'seed-7', url: 'https://hooks.example/abc' },
  ],
}

export type Outcome = 'pending' | 'ok' | 'unconfirmed' | 'notSaved' | 'refused' | 'unknown'

export interface RequestRecord {
  transactionId: string
  invokedAt: number
  respondedAt?: number
  outcome: Outcome
  /** What the lake was about to write for it (onWriting), if it got that far. */
  writingAt?: number
  changes?: { id: string; after: RawDocument | null }[]
  answer?: string
}

/** An edit made beside the lake (or a person's choice after it refused to start): each document it changed, and when. */
export interface OutsideRecord {
  at: number
  changes: Map<string, RawDocument | null>
  /** A person kept the files as they were, after the lake asked them to choose (an undo journal it could not apply). */
  chosen?: boolean
}

interface LockRecord {
  pid?: number
  started?: string
}

export interface Process {
  pid: number
  started: number
  alive: boolean
  /** When it ended, if it has. */
  endedAt?: number
  /** When it last began to write a change (onWriting), if it has. */
  writingAt?: number
}

/** What the world knows of one undo journal (LakeWorld.journals). */
interface JournalRecord {
  writer: number
  seenAt: Map<string, number>
  written: Set<string>
  editedWritten: boolean
  editedAny: boolean
}

export interface Lake {
  process: Process
  files: DatasetFiles
  store: DocumentStore
}

export const parseFile = (text: string | null): RawDocument[] =>
  text === null || text.trim() === '' ? [] : parseDataset(text, 'file')

type Found = Map<string, { document: RawDocument; file: FileKind }>

/** Both files' documents by id, or undefined while either does not parse or they share an id. */
export const documentsOn = (disk: SimDisk): Found | undefined => documentsIn((name) => disk.read(name))

function documentsIn(read: (name: string) => string | null): Found | undefined {
  try {
    const found: Found = new Map()
    for (const [file, name] of [
      ['dataset', datasetName],
      ['drafts', draftsName],
    ] as const) {
      for (const document of parseFile(read(name))) {
        if (found.has(document._id)) return undefined
        found.set(document._id, { document, file })
      }
    }
    return found
  } catch {
    return undefined
  }
}

/** The ids the dataset and drafts texts both hold, by the lake's rule; none while either is unread or does not parse. */
function inBoth(dataset: string | null | undefined, drafts: string | null | undefined): string[] {
  if (dataset === undefined || drafts === undefined) return []
  try {
    const reading = (text: string | null) => ({ text, documents: parseFile(text), identity: null })
    return idsInBoth({ dataset: reading(dataset), drafts: reading(drafts) })
  } catch {
    return []
  }
}

/** The ids a file's text holds; none when it does not parse. */
function idsIn(text: string | null): string[] {
  try {
    return parseFile(text).map((document) => document._id)
  } catch {
    return []
  }
}

/** A lock file's record, as the lock code writes it; empty when there is no file. */
const lockRecordOf = (text: string | null): LockRecord => JSON.parse(text ?? '{}') as LockRecord

/** Whether a lock record names this very process: its number and when it started. */
export const names = (record: LockRecord, process: Process) =>
  record.pid === process.pid && record.started === String(process.started)

/**
 * Whether a process may write the files now: the lock names it, or its lock lies aside this moment. That is a taker
 * that checked an ended holder's lock, while this process took that lock over and created its own, whose rename, a
 * step later, moved this one aside: the taker puts it back, and nobody else serves meanwhile.
 */
export function holdsLock(disk: SimDisk, process: Process): boolean {
  return (
    names(lockRecordOf(disk.read(lockName)), process) ||
    disk
      .list()
      .filter((name) => name.startsWith(`.${lockName}.`) && name.endsWith('.ended'))
      .some((name) => names(lockRecordOf(disk.read(name)), process))
  )
}

/** The process table the lock code asks, over the simulated processes, for process `self`. */
export function processTableOf(processes: readonly Process[], self: Process): ProcessTable {
  return {
    self: () => ({ pid: self.pid, host: 'sim', started: String(self.started) }),
    // As on a system that does not say when a process started: the number alone.
    isRunning: (holder) =>
      processes.some(
        (process) =>
          process.alive &&
          process.pid === holder.pid &&
          (holder.started === undefined || String(process.started) === holder.started),
      ),
  }
}

export class LakeWorld {
  readonly disk: SimDisk
  readonly processes: Process[] = []
  readonly requests: RequestRecord[] = []
  readonly outside: OutsideRecord[] = []
  readonly violations: string[] = []
  /** What the lakes logged, shown with a failing history. */
  readonly logged: string[] = []
  /** Earlier texts of the dataset file, for a `git checkout` of one. */
  readonly datasetHistory: string[] = []
  /** Documents an outside edit put in a file other than their id's: the lake must leave them there. */
  readonly strays = new Map<string, FileKind>()
  serving?: Lake
  /** While an edit beside the lake has left a conflict or a copy of a document in both files, unrepaired. */
  brokenOutside = false
  /**
   * Each undo journal a lake put in place, by its file's identity: which process wrote it, when it last saw each file
   * (the journal names that text as "before"), which files it has written since, and whether an edit beside the lake
   * reached one of those, or a file after the lake last saw it. Only such an edit makes a person's choice necessary.
   * Kept after the journal is removed: a power cut that comes before the removal is flushed brings the same file back.
   */
  private readonly journals = new Map<number, JournalRecord>()
  private nextPid = 100
  private reusePid?: number
  private clock = 0
  private nextTransaction = 1
  /** How much of what was not flushed the next power cut keeps. */
  keep = 0.5
  /** How many times a lake asked a person to choose between edits (an undo journal it could not apply). */
  personAsked = 0
  /** How many outside writes emptied a file to fill it in place, and how many moments lakes waited for a file. */
  writtenInPlace = 0
  settled = 0

  constructor(readonly scheduler: Scheduler) {
    this.disk = new SimDisk(scheduler, () => this.keep)
    this.disk.onOutside = (name) => {
      const journal = this.currentJournal()
      if (!journal || (name !== datasetName && name !== draftsName)) return
      journal.editedAny = true
      if (journal.written.has(name)) journal.editedWritten = true
    }
    this.disk.onOutsideBefore = (name) => {
      // An edit made after the lake last read a file, but before it wrote its journal: the journal's "before" is stale.
      if (this.disk.read(journalName) === null) this.lastOutsideAt.set(name, this.disk.time)
    }
    if (process.env.LAKE_SIM_TRACE) this.disk.trace = (line) => void this.logged.push(line)
    this.disk.putOutside(datasetName, formatDataset(seedFiles.dataset))
    this.disk.putOutside(draftsName, formatDataset(seedFiles.drafts))
    this.datasetHistory.push(this.disk.read(datasetName)!)
  }

  violation(message: string): void {
    this.violations.push(`${message} (at time ${this.disk.time})`)
  }

  get now(): number {
    return this.disk.time
  }

  reuseNextPid(): void {
    this.reusePid = this.processes.find((process) => !process.alive)?.pid
  }

  private newProcess(): Process {
    const process = { pid: this.reusePid ?? this.nextPid++, started: ++this.clock, alive: true }
    this.reusePid = undefined
    this.processes.push(process)
    return process
  }

  /** Ends a process (SIGKILL), or cuts the power (the disk loses what was not flushed, and every process ends). */
  end(process: Process, kind: 'kill' | 'powerCut'): void {
    if (kind === 'powerCut') {
      // An outside write is done in less than a moment; the lake's care is not for a power cut inside it.
      this.fillWriters()
      for (const each of this.processes.filter((one) => one.alive))
        Object.assign(each, { alive: false, endedAt: this.now })
      this.disk.powerCut()
    } else Object.assign(process, { alive: false, endedAt: this.now })
    for (const request of this.requests) if (request.outcome === 'pending') request.outcome = 'unknown'
    if (this.serving && !this.serving.process.alive) this.serving = undefined
  }

  /**
   * Starts a lake on the files: it serves, or refuses with a sentence, or its process ends while it starts (or is killed
   * as it comes to its own n-th disk operation, `killedAt`, unless it serves by then).
   */
  async startLake(killedAt?: number): Promise<'served' | 'refused' | 'ended'> {
    const process = this.newProcess()
    let killing = killedAt
    const fs = this.disk.viewFor(
      process.pid,
      () => process.alive,
      (kind) => this.end(process, kind),
      this.observerFor(process),
      () => killing,
    )
    const log = (message: string) => void this.logged.push(`${process.pid}@${this.now}: ${message}`)
    const struck = this.disk.struck
    const begun = this.now
    try {
      const files = await openDatasetFiles(`${this.disk.folder}/${datasetName}`, {
        fs,
        processes: processTableOf(this.processes, process),
        privatePaths,
        settle: this.settle,
        log,
      })
      const store = await openDocumentStore({
        documents: files.documents,
        files,
        log,
        onWriting: (transaction) => {
          process.writingAt = this.now
          this.writing(transaction)
        },
      })
      if (!process.alive) return 'ended'
      killing = undefined
      if (this.serving?.process.alive)
        this.violation(`two lakes serve the file: processes ${this.serving.process.pid} and ${process.pid}`)
      this.serving = { process, files, store }
      return 'served'
    } catch (error) {
      if (!process.alive || error instanceof ProcessEnded) return 'ended'
      Object.assign(process, { alive: false, endedAt: this.now })
      if (!(error instanceof LakeStartError)) {
        this.violation(
          `a lake failed to start without a sentence for the person starting it: ${(error as Error).stack}`,
        )
        return 'refused'
      }
      this.checkRefusal(process, error.message, this.disk.struck > struck, begun)
      return 'refused'
    }
  }

  /** When each file was last edited beside the lake while no journal was on the disk. */
  private readonly lastOutsideAt = new Map<string, number>()

  /** What the world knows of the journal on the disk, if there is one. */
  currentJournal(): JournalRecord | undefined {
    const identity = this.disk.identityOf(journalName)
    return identity === undefined ? undefined : this.journals.get(identity)
  }

  /** Whether a person is rightly asked to choose: an edit beside the lake reached a file the journal is about. */
  personNeeded(askedBy: number): boolean {
    const journal = this.currentJournal()
    if (!journal) return false
    return askedBy === journal.writer ? journal.editedWritten : journal.editedAny
  }

  /** The checks that hold at every write of a lake: it writes only over what it has seen, as the lock's holder, a dataset file a build can read, and every document where it belongs. */
  private observerFor(process: Process): FileObserver {
    const seen = new Map<string, string | null>()
    const seenAt = new Map<string, number>()
    return {
      read: (file, text) => {
        seen.set(file, text)
        seenAt.set(file, this.now)
      },
      journaled: (identity) => {
        const stale = [datasetName, draftsName].some(
          (file) => (this.lastOutsideAt.get(file) ?? -1) > (seenAt.get(file) ?? -1),
        )
        // A journal names each file's text as the file holds it: the lake reads each once it has begun the change, so
        // only an edit that lands after that read (a moment before the journal) can leave it naming an older text.
        for (const file of this.journalFiles()) {
          const editedAt = this.lastOutsideAt.get(file) ?? -1
          if (editedAt > (seenAt.get(file) ?? -1) && editedAt < (process.writingAt ?? -1))
            this.violation(
              `process ${process.pid} put in place a journal naming the text of ${file} from before an edit beside the lake at ${editedAt}, which landed before the change began at ${process.writingAt}`,
            )
        }
        this.journals.set(identity, {
          writer: process.pid,
          seenAt: new Map(seenAt),
          written: new Set(),
          editedWritten: false,
          editedAny: stale,
        })
      },
      wrote: (file, displaced, text, expected) => {
        seenAt.set(file, this.now)
        this.currentJournal()?.written.add(file)
        const at = `process ${process.pid} writing ${file}`
        // Two copies of a document, once the lake has read them, are for a person to choose between: no write removes
        // one (but putting back what the undo journal names, which undoes the lake's own write). A write of the other
        // file may still come first, while the lake waits for a file written in place to hold still.
        const copies = inBoth(seen.get(datasetName), seen.get(draftsName))
        if (copies.length && !this.puttingBack(file, text)) {
          const kept = new Set(idsIn(text))
          const removed = idsIn(displaced).filter((id) => copies.includes(id) && !kept.has(id))
          if (removed.length)
            this.violation(
              `${at} removed its copy of ${removed.join(', ')}, though the files it last read both hold one`,
            )
        }
        if (expected === undefined) this.violation(`${at} did not ask that the file still hold what it last saw`)
        else if (seen.has(file) && displaced !== seen.get(file)) this.violation(`${at} wrote over text it had not seen`)
        seen.set(file, text)
        if (!holdsLock(this.disk, process))
          this.violation(
            `${at} without holding the lock (it names ${JSON.stringify(lockRecordOf(this.disk.read(lockName)))})`,
          )
        let added: RawDocument[]
        try {
          const old = new Set(parseFile(displaced).map((document) => document._id))
          added = parseFile(text).filter((document) => !old.has(document._id))
        } catch (error) {
          return this.violation(`${at} left a file that does not parse: ${(error as Error).message}`)
        }
        const kind: FileKind = file === datasetName ? 'dataset' : 'drafts'
        const other = (() => {
          try {
            return new Set(
              parseFile(this.disk.read(kind === 'dataset' ? draftsName : datasetName)).map((document) => document._id),
            )
          } catch {
            return new Set<string>()
          }
        })()
        for (const { _id: id } of added) {
          const home = this.strays.get(id) ?? fileForNewDocument(id, privatePaths)
          if (home !== kind) this.violation(`${at} put ${id} in the ${kind} file; it belongs in the ${home} file`)
          if (other.has(id) && !this.brokenOutside) this.violation(`${at} put ${id} in both files`)
        }
      },
    }
  }

  /** The entries of the undo journal on the disk (each file by its name, as the journal writes it); none if unreadable. */
  private journalEntries(): { file: string; before: string | null }[] {
    try {
      const { entries } = JSON.parse(this.disk.read(journalName) ?? '{}') as {
        entries?: { file: string; before: string | null }[]
      }
      return entries ?? []
    } catch {
      return []
    }
  }

  /** The files the undo journal on the disk names, by name. */
  private journalFiles(): string[] {
    return this.journalEntries().map((entry) => entry.file)
  }

  /** Whether writing `text` to `file` puts back what the undo journal on the disk says the file held before. */
  private puttingBack(file: string, text: string | null): boolean {
    return this.journalEntries().some((entry) => entry.file === file && entry.before === text)
  }

  /** A refusal to start names the file, says what to do, and has a reason the person can see on the disk. */
  private checkRefusal(process: Process, message: string, diskFailed: boolean, begun: number): void {
    if (!/dataset\.(drafts\.)?ndjson/.test(message)) this.violation(`a refusal to start names no file: ${message}`)
    if (!/\b(stop|fix|remove|delete|resolve|start the lake again|move it away|check the disk)\b/i.test(message))
      this.violation(`a refusal to start says nothing to do: ${message}`)
    const lock = lockRecordOf(this.disk.read(lockName))
    // By a process that runs, or ran while this one started: a holder that ends after the starter judged it live (in a
    // race of starters, killed) leaves a refusal that was right when it was made.
    const heldByAnother = this.processes.some(
      (other) => other !== process && (other.alive || (other.endedAt ?? -1) >= begun) && names(lock, other),
    )
    const reason =
      diskFailed ||
      heldByAnother ||
      this.disk.read(journalName) !== null ||
      /^(<<<<<<<|=======|>>>>>>>)/m.test(this.disk.read(datasetName) ?? '') ||
      documentsOn(this.disk) === undefined
    if (!reason) this.violation(`a lake refused to start with nothing wrong on the disk: ${message}`)
    // A start that blames the disk had a disk that failed: not another starter's file it removed, say.
    else if (!diskFailed && /Check the disk/.test(message))
      this.violation(`a lake that started while the disk did not fail refused, blaming it: ${message}`)
    if (/cannot tell which edits to keep/.test(message)) {
      this.personAsked++
      if (!this.personNeeded(-1))
        this.violation(
          `a lake asked a person to choose between edits when none reached a file its journal names: ${message}`,
        )
    }
  }

  private writing(transaction: CommittedTransaction): void {
    const request = this.requests.find((each) => each.transactionId === transaction.transactionId)
    if (!request) return
    request.writingAt = this.now
    request.changes = transaction.changes.map(({ id, after }) => ({ id, after }))
  }

  /** Sends a transaction to the serving lake, as the Studio does, with a transaction id of its own. */
  send(build: Parameters<DocumentStore['transact']>[1], kind: 'mutation' | 'action', request: unknown): void {
    const lake = this.serving
    if (!lake) return
    const record: RequestRecord = {
      transactionId: `t${this.nextTransaction++}`,
      invokedAt: this.now,
      outcome: 'pending',
    }
    this.requests.push(record)
    lake.store.transact(kind, build, { transactionId: record.transactionId, request: JSON.stringify(request) }).then(
      (transaction) => {
        if (record.outcome !== 'pending') return
        record.outcome = 'ok'
        record.respondedAt = this.now
        record.changes = transaction.changes.map(({ id, after }) => ({ id, after }))
      },
      (error: unknown) => {
        if (record.outcome !== 'pending') return
        record.respondedAt = this.now
        if (!(error instanceof LakeError)) {
          this.violation(
            `transaction ${record.transactionId} failed without the API's error: ${(error as Error).stack}`,
          )
          record.outcome = 'unknown'
          return
        }
        const { type, description = '' } =
          (error.body as { error?: { type?: string; description?: string } }).error ?? {}
        record.answer = `${error.status} ${type}: ${description}`
        if (error.status < 500) record.outcome = 'refused'
        else if (type === 'datasetWriteNotConfirmedError' && /^This change is in /.test(description))
          record.outcome = 'unconfirmed'
        else if (/Nothing of (it|this change) was saved|[Tt]his change was not saved/.test(description))
          record.outcome = 'notSaved'
        else {
          this.violation(
            `transaction ${record.transactionId} was answered ${error.status} without saying whether it was saved: ${record.answer}`,
          )
          record.outcome = 'unknown'
        }
      },
    )
  }

  sendActions(actions: Record<string, unknown>[]): void {
    this.send((draft) => applyActions(actions, draft), 'action', actions)
  }

  sendMutations(mutations: Record<string, unknown>[]): void {
    this.send((draft) => applyMutations(inlineQueryRunner, mutations, draft), 'mutation', mutations)
  }

  /** Outside writes that have emptied a file and not yet filled it (`writeInPlace`), each filled once. */
  private readonly writers: (() => void)[] = []

  /**
   * An edit beside the lake, recorded by document: in place at once, as git writes a whole file and renames it, or
   * (`inPlace`) emptied now and filled a moment later, as Node's writeFile writes. Such a writer takes less than the
   * moment a lake waits before it believes a changed file (`settle`): it fills the file by then, or sooner.
   */
  editOutside(name: string, text: string | null, inPlace = false, { reasserted = false } = {}): void {
    const before = documentsOn(this.disk)
    const intended = documentsIn((each) => (each === name ? text : this.disk.read(each)))
    const record = () => {
      if (name === datasetName && text !== null) this.datasetHistory.push(text)
      // What the edit meant, even if a lake has renamed another file over the one it fills: then it is lost.
      if (before && intended) this.recordOutside(before, intended, reasserted ? name : undefined)
    }
    if (!inPlace || text === null) {
      this.disk.putOutside(name, text)
      return record()
    }
    const fill = this.disk.writeInPlace(name, text)
    this.writtenInPlace++
    this.writers.push(() => {
      fill()
      record()
    })
    const turn = (left: number): Promise<void> =>
      this.scheduler
        .schedule(Promise.resolve(), `outside: ${name} ${left > 1 ? 'still being written' : 'filled'} in place`)
        .then(() => (left > 1 ? turn(left - 1) : this.fillWriters()))
    void turn(this.fillTurns)
  }

  /** How many of the scheduler's turns an outside write in place takes to fill the file (History.fillTurns). */
  fillTurns = 1

  /** Lets every outside write that has emptied a file fill it. */
  fillWriters(): void {
    for (const fill of this.writers.splice(0)) fill()
  }

  /** A moment, as a lake waits it before it believes a changed file: long enough for an outside write to finish. */
  readonly settle = async (): Promise<void> => {
    await this.scheduler.schedule(Promise.resolve(), 'a moment passes')
    this.settled++
    this.fillWriters()
  }

  /**
   * Records, for each document that differs between two readings of the disk, the value an edit gave it; and for each
   * document of a file written again as it was (`reasserted`), the value it holds.
   */
  recordOutside(before: Found, after: Found, reasserted?: string): void {
    const changes = new Map<string, RawDocument | null>()
    const kind: FileKind = reasserted === datasetName ? 'dataset' : 'drafts'
    for (const id of new Set([...before.keys(), ...after.keys()])) {
      const [a, b] = [before.get(id), after.get(id)]
      if (JSON.stringify(a?.document) !== JSON.stringify(b?.document) || (reasserted && b?.file === kind))
        changes.set(id, b?.document ?? null)
      if (b && b.file !== fileForNewDocument(id, privatePaths)) this.strays.set(id, b.file)
      else this.strays.delete(id)
    }
    if (changes.size) this.outside.push({ at: this.now, changes })
  }

  /** A person's choice of the disk as it is now, for every document (deleting a journal after the lake asked). */
  acceptDisk(): void {
    // What the person sees once the outside program writing a file in place has finished it.
    this.fillWriters()
    const now = documentsOn(this.disk)
    if (!now) return
    const everything = new Map<string, RawDocument | null>()
    for (const record of this.outside) for (const id of record.changes.keys()) everything.set(id, null)
    for (const request of this.requests) for (const { id } of request.changes ?? []) everything.set(id, null)
    for (const id of [...seedFiles.dataset, ...seedFiles.drafts].map((document) => document._id))
      everything.set(id, null)
    for (const [id, { document }] of now) everything.set(id, document)
    this.outside.push({ at: this.now, changes: everything, chosen: true })
  }

  nextTransactionFor(): number {
    return this.nextTransaction
  }
}
