// The simulation's disk: one folder of files as a journaling file system keeps them. Each lake process gets its own
// view (a LakeFileSystem) whose every operation waits for the scheduler, so histories interleave at each step, and
// may fail (EIO, ENOSPC) or be the last its process makes (a kill, a power cut) where the history says.
import path from 'node:path'
import type { Scheduler } from 'fast-check'
import { ChangedOutsideError, type Expected, type LakeFileSystem } from '../../src/file-system'

/** A file's content: what readers see, and what a power cut leaves (undefined: never flushed). */
interface Inode {
  text: string
  durable?: string
  /** Which file this is: a new one for every write, as a new inode (or a changed mtime) on a disk. */
  id: number
}

/** A change to the folder's names since its last flush: a power cut keeps some first part of them, as a journal does. */
type NameChange = { name: string; inode: Inode | undefined }

export type FaultKind = 'EIO' | 'ENOSPC' | 'kill' | 'killDuring' | 'powerCut'
export type OperationName = 'writeNew' | 'sync' | 'replace' | 'link' | 'remove' | 'syncFolder'

/** A fault waiting for the `countdown`-th next disk operation (of `on`, when given) of the serving process. */
export interface Fault {
  kind: FaultKind
  on?: OperationName
  countdown: number
  /** A failing disk (EIO, ENOSPC) fails this many operations in a row: the first as above, then whatever comes next. */
  times?: number
}

/** The process that ended: every operation it still had under way fails, and touches nothing. */
export class ProcessEnded extends Error {
  constructor() {
    super('the process has ended')
  }
}

const failure = (code: 'EIO' | 'ENOSPC', operation: string) =>
  Object.assign(new Error(`${code}: simulated failure, ${operation}`), { code })
const missing = (file: string) => Object.assign(new Error(`ENOENT: no such file, ${file}`), { code: 'ENOENT' })

/** What a lake process does to the dataset's two files, for the checks that hold at every moment. */
export interface FileObserver {
  read(file: string, text: string | null): void
  /** A rename over, or removal of, one of the two files: what it displaced, what it put there, and what it expected. */
  wrote(file: string, displaced: string | null, text: string | null, expected: Expected | undefined): void
  /** The undo journal put in place, as the file of this identity. */
  journaled(identity: number): void
}

export class SimDisk {
  readonly folder = '/sim'
  private names = new Map<string, Inode>()
  /** The names as the last flush of the folder left them, and the changes since. */
  private durableNames = new Map<string, Inode>()
  private pending: NameChange[] = []
  /** The simulation's clock: one tick per step and per disk operation. */
  time = 0
  readonly faults: Fault[] = []
  /** How many faults have struck so far. */
  struck = 0
  /** How many times a move aside took another file than the one it checked (a lock created between the two steps). */
  movedOther = 0
  private inodes = 0
  /** The ids given out for names (LakeFileSystem.uniqueName), counted: the same every time a history runs. */
  private uniqueNames = 0
  private inode(text: string, durable?: string): Inode {
    return { text, durable, id: ++this.inodes }
  }

  /** Hears of every operation, when set: for reading a failing history step by step. */
  trace?: (line: string) => void
  /** Hears of every file put in place beside the lake, as it lands and once it has. */
  onOutside?: (name: string) => void
  onOutsideBefore?: (name: string) => void

  constructor(
    private readonly scheduler: Scheduler,
    /** How much of what was not flushed a power cut keeps (0 to 1): chosen by the history, so it shrinks and replays. */
    private readonly keepFraction: () => number,
  ) {}

  /** A file put in place at once by someone other than a lake (git, an editor): flushed, as git does. */
  putOutside(name: string, text: string | null): void {
    const file = path.join(this.folder, name)
    this.time++
    this.onOutsideBefore?.(name)
    this.trace?.(`${this.time} outside: ${name} ${text === null ? 'removed' : `${text.length} characters`}`)
    this.onOutside?.(name)
    if (text === null) this.names.delete(file)
    else this.names.set(file, this.inode(text, text))
    this.pending.push({ name: file, inode: this.names.get(file) })
    this.flushNames()
  }

  /**
   * A file written in place by someone other than a lake (Node's writeFile, some editors): emptied now, created empty
   * if there is none, and filled with `text` by the function it returns (called once), in the same file wherever its
   * name has gone meanwhile. Each step gives it a new identity, as its changed mtime does on a disk. Flushed, as
   * putOutside's, with the folder (a file's flush commits the file system's journal, names renamed before it included).
   */
  writeInPlace(name: string, text: string): () => void {
    const file = path.join(this.folder, name)
    this.time++
    this.onOutsideBefore?.(name)
    this.trace?.(`${this.time} outside: ${name} emptied, to be written in place`)
    this.onOutside?.(name)
    let inode = this.names.get(file)
    if (inode) Object.assign(inode, { text: '', durable: '', id: ++this.inodes })
    else {
      inode = this.inode('', '')
      this.names.set(file, inode)
    }
    this.flushNames()
    const written = inode
    return () => {
      this.time++
      const named = this.names.get(file) === written
      if (named) this.onOutsideBefore?.(name)
      this.trace?.(
        `${this.time} outside: ${name} filled in place, ${text.length} characters${named ? '' : ', in a file no longer named so'}`,
      )
      if (named) this.onOutside?.(name)
      Object.assign(written, { text, durable: text, id: ++this.inodes })
      this.flushNames()
    }
  }

  read(name: string): string | null {
    return this.names.get(path.join(this.folder, name))?.text ?? null
  }

  /** Which file a name is now (a new one for every write; a power cut may bring an earlier one back), if any. */
  identityOf(name: string): number | undefined {
    return this.names.get(path.join(this.folder, name))?.id
  }

  list(): string[] {
    return [...this.names.keys()].map((file) => path.basename(file)).sort()
  }

  private flushNames(): void {
    this.durableNames = new Map(this.names)
    this.pending = []
  }

  private setName(file: string, inode: Inode | undefined): void {
    if (inode) this.names.set(file, inode)
    else this.names.delete(file)
    this.pending.push({ name: file, inode })
  }

  /** What a power cut leaves: the flushed names, some first part of the later changes, each file as last flushed. */
  powerCut(): void {
    const names = new Map(this.durableNames)
    const kept = Math.floor(this.pending.length * this.keepFraction())
    for (const { name, inode } of this.pending.slice(0, kept)) {
      if (inode) names.set(name, inode)
      else names.delete(name)
    }
    for (const [name, inode] of names) {
      // Never flushed: some first part of it, as a torn write leaves it.
      if (inode.durable === undefined)
        names.set(name, this.inode(inode.text.slice(0, Math.floor(inode.text.length * this.keepFraction()))))
      else if (inode.durable !== inode.text) names.set(name, this.inode(inode.durable, inode.durable))
    }
    this.names = names
    this.flushNames()
  }

  /**
   * The file system one lake process sees; `alive()` is false once it has ended. `killedAt()`: the process is killed as
   * it comes to its own n-th operation, before that takes effect (as a starter killed in the middle of a takeover).
   */
  viewFor(
    process: number,
    alive: () => boolean,
    end: (kind: 'kill' | 'powerCut') => void,
    observer: FileObserver,
    killedAt: () => number | undefined = () => undefined,
  ): LakeFileSystem {
    const tracked = (file: string) => /\/dataset(\.drafts)?\.ndjson$/.test(file)
    let operations = 0
    /** Waits its turn, then runs `effect` unless a fault stops it first or ends the process after it. */
    const operation = async <T>(name: OperationName, label: string, effect: (partial: boolean) => T): Promise<T> => {
      await this.scheduler.schedule(Promise.resolve(), `${process}:${name} ${label}`)
      if (!alive()) throw new ProcessEnded()
      this.time++
      const fault = ++operations === killedAt() ? { kind: 'killDuring' as const } : this.takeFault(name)
      this.trace?.(`${this.time} ${process}:${name} ${label}${fault ? ` [${fault.kind}]` : ''}`)
      if (fault?.kind === 'EIO' || fault?.kind === 'ENOSPC') {
        // A full disk or a failing one: a write leaves part of its text; nothing else changes.
        if (name === 'writeNew') effect(true)
        throw failure(fault.kind, `${name} ${label}`)
      }
      if (fault?.kind === 'killDuring') {
        if (name === 'writeNew') effect(true)
        end('kill')
        throw new ProcessEnded()
      }
      let result: T
      try {
        result = effect(false)
      } catch (error) {
        this.trace?.(`  failed: ${(error as Error).message}`)
        throw error
      }
      if (fault?.kind === 'kill' || fault?.kind === 'powerCut') {
        end(fault.kind)
        throw new ProcessEnded()
      }
      return result
    }
    const recordWrite = (
      file: string,
      displaced: string | null,
      text: string | null,
      expected: Expected | undefined,
    ) => {
      if (tracked(file)) observer.wrote(path.basename(file), displaced, text, expected)
    }
    return {
      read: async (file) => {
        await this.scheduler.schedule(Promise.resolve(), `${process}:read ${path.basename(file)}`)
        if (!alive()) throw new ProcessEnded()
        const text = this.names.get(file)?.text ?? null
        if (tracked(file)) observer.read(path.basename(file), text)
        return text
      },
      list: async () => {
        if (!alive()) throw new ProcessEnded()
        return this.list()
      },
      identity: async (file) => {
        if (!alive()) throw new ProcessEnded()
        const inode = this.names.get(file)
        return inode ? `inode-${inode.id}` : null
      },
      writeNew: (file, text) =>
        operation('writeNew', path.basename(file), (partial) => {
          this.setName(file, this.inode(partial ? text.slice(0, Math.floor(text.length / 2)) : text))
        }),
      sync: (file) =>
        operation('sync', path.basename(file), () => {
          const inode = this.names.get(file)
          if (!inode) throw missing(file)
          inode.durable = inode.text
        }),
      replace: (from, to, expected) =>
        operation('replace', path.basename(to), () => {
          const inode = this.names.get(from)
          if (!inode) throw missing(from)
          const displaced = this.names.get(to)?.text ?? null
          if (!this.isAsExpected(to, expected)) throw new ChangedOutsideError(to)
          this.setName(to, inode)
          this.setName(from, undefined)
          recordWrite(to, displaced, inode.text, expected)
          if (to.endsWith('.journal')) observer.journaled(inode.id)
        }),
      // As on a disk, a read and then a rename (a replace, to the faults a history strikes): another taker can come
      // between them, and the lock code must bear moving a live lock aside. (A data file's replace checks and renames
      // in one step: see decision 0021.)
      moveAside: async (from, to, expected) => {
        await this.scheduler.schedule(Promise.resolve(), `${process}:read ${path.basename(from)}`)
        if (!alive()) throw new ProcessEnded()
        if (!this.isAsExpected(from, expected)) throw new ChangedOutsideError(from)
        return operation('replace', path.basename(to), () => {
          const inode = this.names.get(from)
          if (!inode) throw missing(from)
          if (expected.text !== inode.text) this.movedOther++
          this.setName(to, inode)
          this.setName(from, undefined)
        })
      },
      link: (from, to) =>
        operation('link', path.basename(to), () => {
          const inode = this.names.get(from)
          if (!inode) throw missing(from)
          if (this.names.has(to)) return false
          this.setName(to, inode)
          if (tracked(to)) observer.wrote(path.basename(to), null, inode.text, undefined)
          return true
        }),
      remove: (file, expected) =>
        operation('remove', path.basename(file), () => {
          const displaced = this.names.get(file)?.text ?? null
          if (!this.isAsExpected(file, expected)) throw new ChangedOutsideError(file)
          if (displaced === null) return
          this.setName(file, undefined)
          recordWrite(file, displaced, null, expected)
        }),
      syncFolder: (folder) =>
        operation('syncFolder', folder, () => {
          this.flushNames()
        }),
      // In a UUID's form, as the lake's names must be; padded, so that they sort in the order they were given.
      uniqueName: () => `00000000-0000-4000-8000-${String(++this.uniqueNames).padStart(12, '0')}`,
    }
  }

  /** Whether a file is as a write expects it, in one step (the disk's check and rename are two, microseconds apart). */
  private isAsExpected(file: string, expected: Expected | undefined): boolean {
    if (expected === undefined) return true
    const inode = this.names.get(file)
    if ((inode?.text ?? null) !== expected.text) return false
    return expected.identity === undefined || (inode ? `inode-${inode.id}` : null) === expected.identity
  }

  /** The fault this operation meets, if its countdown has run out. */
  private takeFault(name: OperationName): Fault | undefined {
    const index = this.faults.findIndex(
      (fault) => (fault.on === undefined || fault.on === name) && --fault.countdown <= 0,
    )
    if (index < 0) return undefined
    this.struck++
    const fault = this.faults[index]!
    if ((fault.kind === 'EIO' || fault.kind === 'ENOSPC') && (fault.times ?? 1) > 1) {
      // Whatever the disk is asked next fails too, of any kind.
      Object.assign(fault, { times: fault.times! - 1, countdown: 1, on: undefined })
      return { ...fault }
    }
    return this.faults.splice(index, 1)[0]
  }
}
