// The lock's own simulation: processes that start, take the dataset's file lock, check it and write, release it, are
// killed (some in the middle of a takeover) and meet a failing disk, all at once on the simulated disk. The lake's
// histories race for the lock now and then, among a great deal else; these do nothing else, so that the windows of one
// disk step between a taker's check and its rename, where a live lock is moved aside, come thick.
//
// What must hold: no process writes without holding the lock (or with its own lock aside a moment, see `holdsLock`);
// two processes never both hold it; a live holder never loses it, for no live holder is ever judged ended; a starter
// refused names a holder that ran while it started; and once the history is over, the live holder's check passes and
// the next starter is refused by it, or, with no holder left, takes the lock and releases it.
import fc, { type Scheduler } from 'fast-check'
import { LockContendedError, LockLostError, takeFileLock, type FileLock } from '../../src/file-lock'
import type { LakeFileSystem } from '../../src/file-system'
import { datasetName, holdsLock, lockName, names, processTableOf, type Process } from './lake-world'
import { ProcessEnded, SimDisk } from './sim-disk'

export type LockStep = (
  | { type: 'start'; killedAt?: number }
  /** The holders killed, then a starter for each entry at once, killed as it comes to its n-th disk step if given. */
  | { type: 'race'; killedAt: (number | undefined)[] }
  | { type: 'write'; holder: number }
  | { type: 'release'; holder: number }
  | { type: 'kill'; process: number }
  | { type: 'fail'; countdown: number }
) & {
  /** How many disk operations run after the step, before the next. */
  advance: number
}

export interface LockHistory {
  steps: LockStep[]
}

const index = fc.nat({ max: 3 })

export const lockHistoryArbitrary = (maxSteps = 24): fc.Arbitrary<LockHistory> =>
  fc.record({
    steps: fc.array(
      fc
        .tuple(
          fc.oneof(
            // Killed as it comes to its n-th disk step, if given: in the middle of a takeover, say.
            {
              weight: 4,
              arbitrary: fc.record(
                {
                  type: fc.constant('start' as const),
                  killedAt: fc.option(fc.integer({ min: 1, max: 12 }), { nil: undefined }),
                },
                { requiredKeys: ['type'] },
              ),
            },
            {
              weight: 3,
              arbitrary: fc.record({
                type: fc.constant('race' as const),
                killedAt: fc.array(fc.option(fc.integer({ min: 1, max: 12 }), { nil: undefined }), {
                  minLength: 2,
                  maxLength: 4,
                }),
              }),
            },
            { weight: 6, arbitrary: fc.record({ type: fc.constant('write' as const), holder: index }) },
            { weight: 1, arbitrary: fc.record({ type: fc.constant('release' as const), holder: index }) },
            { weight: 2, arbitrary: fc.record({ type: fc.constant('kill' as const), process: index }) },
            {
              weight: 1,
              arbitrary: fc.record({ type: fc.constant('fail' as const), countdown: fc.integer({ min: 1, max: 8 }) }),
            },
          ),
          fc.nat({ max: 8 }),
        )
        .map(([step, advance]): LockStep => ({ ...step, advance })),
      { minLength: 1, maxLength: maxSteps },
    ),
  })

const ordinal = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`

const killed = (at: number | undefined) =>
  at === undefined ? 'never killed' : `killed at its ${ordinal(at)} disk step`

function stepInWords(step: LockStep): string {
  switch (step.type) {
    case 'start':
      return step.killedAt === undefined ? 'start' : `start (${killed(step.killedAt)})`
    case 'race':
      return `kill, then ${step.killedAt.length} starters at once (${step.killedAt.map(killed).join(', ')})`
    case 'write':
      return `holder ${step.holder} writes`
    case 'release':
      return `holder ${step.holder} releases`
    case 'kill':
      return `kill process ${step.process}`
    case 'fail':
      return `EIO at the ${ordinal(step.countdown)} disk step`
  }
}

/** A history as one line, for a failure's report. */
export const lockHistoryInOneLine = ({ steps }: LockHistory): string =>
  steps.map((step) => (step.advance ? `${stepInWords(step)} +${step.advance}` : stepInWords(step))).join(' → ')

interface Racer extends Process {
  fs: LakeFileSystem
  lock?: FileLock
  /** Its lock was taken from it, or it released it. */
  done?: boolean
  /** What it does, one thing at a time, as a lake's serial queue does. */
  queue: Promise<void>
}

export class LockWorld {
  readonly disk: SimDisk
  readonly racers: Racer[] = []
  readonly violations: string[] = []
  readonly logged: string[] = []
  /** What the histories came to: starts refused, contended, failed by the disk; writes made. */
  readonly counts: Record<string, number> = {}
  private nextPid = 100
  private clock = 0

  constructor(readonly scheduler: Scheduler) {
    this.disk = new SimDisk(scheduler, () => 0.5)
    if (process.env.LAKE_SIM_TRACE) this.disk.trace = (line) => void this.logged.push(line)
  }

  private violation(message: string): void {
    this.violations.push(`${message} (at time ${this.disk.time})`)
  }

  count(what: string): void {
    this.counts[what] = (this.counts[what] ?? 0) + 1
  }

  private end(racer: Racer): void {
    if (racer.alive) Object.assign(racer, { alive: false, endedAt: this.disk.time })
  }

  holders(): Racer[] {
    return this.racers.filter((racer) => racer.alive && racer.lock && !racer.done)
  }

  /** A process starts and takes the lock: it holds it, or is refused and exits, or is killed on its way. */
  start(killedAt?: number): Racer {
    let killing = killedAt
    const racer = { pid: this.nextPid++, started: ++this.clock, alive: true, queue: Promise.resolve() } as Racer
    this.racers.push(racer)
    racer.fs = this.disk.viewFor(
      racer.pid,
      () => racer.alive,
      () => this.end(racer),
      {
        read: () => undefined,
        journaled: () => undefined,
        wrote: (file) => {
          this.count('writes')
          if (!holdsLock(this.disk, racer))
            this.violation(
              `process ${racer.pid} writing ${file} without holding the lock (it names ${this.disk.read(lockName)?.trim() ?? 'nobody'})`,
            )
        },
      },
      () => killing,
    )
    const begun = this.disk.time
    const struck = this.disk.struck
    racer.queue = (async () => {
      try {
        const taken = await takeFileLock(racer.fs, `${this.disk.folder}/${lockName}`, {
          processes: processTableOf(this.racers, racer),
          log: (message) => void this.logged.push(`${racer.pid}@${this.disk.time}: ${message}`),
          purpose: 'local-content-lake',
          now: () => `t${this.disk.time}`,
        })
        if (!racer.alive) return
        killing = undefined
        if ('lock' in taken) {
          const other = this.holders().find((each) => each !== racer)
          if (other) this.violation(`two processes hold the lock: ${other.pid} and ${racer.pid}`)
          racer.lock = taken.lock
          return
        }
        this.count('starts refused')
        this.end(racer)
        const holder = this.racers.find((each) => each !== racer && names(taken.holder, each))
        if (!holder || (!holder.alive && (holder.endedAt ?? -1) < begun))
          this.violation(
            `process ${racer.pid} was refused by process ${taken.holder.pid}, which had ended before it started`,
          )
      } catch (error) {
        if (!racer.alive || error instanceof ProcessEnded) return
        this.end(racer)
        if (error instanceof LockContendedError) return this.count('starts contended')
        if (this.disk.struck > struck) return this.count('starts the disk failed')
        this.violation(`process ${racer.pid} failed to start on a disk that did not fail: ${(error as Error).stack}`)
      }
    })()
    return racer
  }

  /** A live process that holds the lock or may yet (it is starting), `which` of them: a racer's work waits its start. */
  private likelyHolder(which: number): Racer | undefined {
    const candidates = this.racers.filter((racer) => racer.alive && !racer.done)
    return candidates[which % Math.max(candidates.length, 1)]
  }

  /** One thing a holder does after what it is doing: nothing, once it has ended or let the lock go. */
  private enqueue(racer: Racer | undefined, work: (racer: Racer, lock: FileLock) => Promise<void>): void {
    if (!racer) return
    racer.queue = racer.queue.then(async () => {
      if (!racer.alive || !racer.lock || racer.done) return
      const struck = this.disk.struck
      try {
        await work(racer, racer.lock)
      } catch (error) {
        if (!racer.alive || error instanceof ProcessEnded) return
        if (error instanceof LockLostError) {
          racer.done = true
          return this.violation(`process ${racer.pid}, which runs, lost its lock: ${error.message}`)
        }
        // The disk failed: the write is not saved, and the holder goes on, as a lake does.
        if (this.disk.struck > struck) return this.count('writes the disk failed')
        this.violation(`process ${racer.pid} failed on a disk that did not fail: ${(error as Error).stack}`)
      }
    })
  }

  /** A holder checks its lock and writes the dataset file, as a lake saves a change. */
  write(holder: number): void {
    this.enqueue(this.likelyHolder(holder), async (racer, lock) => {
      await lock.verify()
      const file = `${this.disk.folder}/${datasetName}`
      const temporary = `${file}.${racer.pid}.tmp`
      await racer.fs.writeNew(temporary, `written by ${racer.pid}\n`)
      await racer.fs.replace(temporary, file)
    })
  }

  /** A holder lets the lock go and exits, as a lake stopped with Ctrl+C. */
  release(holder: number): void {
    this.enqueue(this.likelyHolder(holder), async (racer, lock) => {
      racer.done = true
      try {
        await lock.release()
      } finally {
        this.end(racer)
      }
    })
  }

  kill(which: number): void {
    const alive = this.racers.filter((racer) => racer.alive)
    const racer = alive[which % Math.max(alive.length, 1)]
    if (racer) this.end(racer)
  }

  /**
   * Once the history is over and the disk holds: the live holder's check passes, and a new starter is refused by it; with
   * none left, a new starter takes the lock and, released, leaves the name free. A lock that stays taken is a lake that
   * cannot start again.
   */
  async finish(): Promise<void> {
    this.disk.faults.length = 0
    const [holder, ...others] = this.holders()
    if (others.length)
      this.violation(`processes ${[holder, ...others].map((each) => each!.pid).join(', ')} all hold the lock`)
    if (holder)
      await this.scheduler.waitFor(
        holder
          .lock!.verify()
          .catch((error: Error) =>
            this.violation(
              `process ${holder.pid}, the live holder, fails its check once all is quiet: ${error.message}`,
            ),
          ),
      )
    const last = this.start()
    await this.scheduler.waitFor(last.queue)
    if (holder) {
      if (last.lock) this.violation(`process ${last.pid} took the lock that process ${holder.pid} holds`)
    } else if (!last.lock) this.violation(`process ${last.pid} could not take the lock, which nobody holds`)
    else {
      await this.scheduler.waitFor(last.lock.release())
      if (this.disk.read(lockName) !== null)
        this.violation(`the lock is still taken after its only holder released it: ${this.disk.read(lockName)!.trim()}`)
    }
  }
}

export async function runLockHistory(scheduler: Scheduler, history: LockHistory): Promise<LockWorld> {
  const world = new LockWorld(scheduler)
  for (const step of history.steps) {
    if (step.type === 'start') world.start(step.killedAt)
    else if (step.type === 'race') {
      world.count('race steps')
      for (const holder of world.holders()) world.kill(world.racers.filter((racer) => racer.alive).indexOf(holder))
      for (const killedAt of step.killedAt) world.start(killedAt)
    } else if (step.type === 'write') world.write(step.holder)
    else if (step.type === 'release') world.release(step.holder)
    else if (step.type === 'kill') world.kill(step.process)
    else world.disk.faults.push({ kind: 'EIO', countdown: step.countdown })
    for (let turn = 0; turn < step.advance && scheduler.count() > 0; turn++) await scheduler.waitNext(1)
  }
  await scheduler.waitIdle()
  await world.finish()
  return world
}
