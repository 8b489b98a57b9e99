// Where the lake evaluates GROQ: a small pool of worker threads with a time and memory limit per query, so one query
// (Vision sends whatever an editor types) never holds up the other requests; or, for the simulation, this thread.
import { MessageChannel } from 'node:worker_threads'
import { Piscina } from 'piscina'
import type { RawDocument } from './dataset-format'
import { evaluateQuery, type QueryTask } from './query-evaluation'
import { LakeError } from './lake-error'

export interface QueryRunner {
  /** The query's result over `documents`. */
  query(documents: RawDocument[], query: string, params: Record<string, unknown>): Promise<unknown>
  /** Whether each document (null: none) matches a listener's filter, evaluated over that document alone. */
  matches(documents: (RawDocument | null)[], query: string, params: Record<string, unknown>): Promise<boolean[]>
  close(): Promise<void>
}

export interface QueryLimits {
  /** How long one query may run. */
  timeoutMs: number
  /** How much memory one query's worker may fill. */
  memoryMb: number
}

export const defaultQueryLimits: QueryLimits = { timeoutMs: 5_000, memoryMb: 256 }

/** How many queries and listener matches a pool of workers runs before a fresh one takes over (see run()). */
export const tasksPerPool = 500

/** What the lake answers for a query stopped at a limit: a 400 (never retried by @sanity/client), in the API's shape. */
export function queryStopped(query: string, why: string): LakeError {
  const description = `The query was stopped: ${why}. The local Content Lake stops a query at that limit so that it keeps answering the others.`
  return new LakeError(400, { error: { type: 'queryTimeoutError', description, query } }, description)
}

/**
 * A worker can answer just as its task is ended: its pool destroyed by close() with a query running, or its thread ended
 * at the time limit. Piscina may still read that answer from the closed port, for a task it has already refused, and
 * reports it as an 'error' event ("Unexpected message from Worker"), which with no listener ended the lake's process (CI
 * at a0cdafb). Those are dropped; any other error is thrown, as it was before.
 */
function ignoreLateAnswers(error: Error) {
  if (!error.message.startsWith('Unexpected message from Worker')) throw error
}

/** Evaluates in worker threads: at most two at a time, each stopped (its thread ended) at the limits. */
export function workerQueryRunner(limits: QueryLimits = defaultQueryLimits, recycleAfter = tasksPerPool): QueryRunner {
  let pool: Piscina | undefined
  let tasks = 0
  let next: Piscina | undefined
  /** Each pool's tasks not yet answered; a replaced pool is destroyed once it has none. */
  const unanswered = new Map<Piscina, number>()
  const retire = (old: Piscina) => {
    if (old !== pool && unanswered.get(old) === 0) {
      unanswered.delete(old)
      void old.destroy()
    }
  }
  // Started on the first query: most lakes in tests never query, and a worker costs a thread and 10 MB.
  const newPool = () => {
    const made = new Piscina({
      filename: new URL('./query-worker.ts', import.meta.url).href,
      // The worker is TypeScript, as the rest of the lake: tsx loads it there too.
      execArgv: ['--import', 'tsx'],
      // Both threads ready from the start: a pool that replaces another is made before it is needed (see run()), and a
      // query stopped at its limit leaves the other thread warm for the queries beside it (lake:soak: a thread started
      // on demand made one of them wait 300 to 400 ms).
      minThreads: 2,
      maxThreads: 2,
      // A small young generation: each query and listener match leaves its garbage there, and V8's default let two
      // workers' memory climb by 20 MB every 1,000 edits of a Studio session; at 4 MB it stays within 4 MB (lake:soak).
      resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb, maxYoungGenerationSizeMb: 4 },
    })
    made.on('error', ignoreLateAnswers)
    return made
  }
  const poolOf = () => (pool ??= newPool())
  async function run<T>(task: QueryTask): Promise<T> {
    // The limit counts from when a worker starts the query, not while the query waits for one or a worker starts.
    const { port1: started, port2: tellStarted } = new MessageChannel()
    const stop = new AbortController()
    let timer: ReturnType<typeof setTimeout> | undefined
    started.once('message', () => (timer = setTimeout(() => stop.abort(), limits.timeoutMs)))
    const current = poolOf()
    unanswered.set(current, (unanswered.get(current) ?? 0) + 1)
    // A worker's heap is collected only as it nears its limit, so a long session's workers kept their garbage and the
    // lake's memory climbed (lake:soak: 243 MB over 8,000 edits, for a heap that did not grow). Every so many tasks the
    // pool is replaced: new tasks go to a fresh one, and the old one is destroyed once it has answered all of its own.
    // The next pool is made a tenth of the way ahead, so its threads have started (tsx loads in each: a few hundred ms)
    // by the time it takes over, and the queries it gets do not wait for one to start.
    tasks++
    if (tasks === Math.ceil(recycleAfter * 0.9)) next ??= newPool()
    if (tasks >= recycleAfter) {
      tasks = 0
      pool = next ?? newPool()
      next = undefined
    }
    try {
      return (await current.run(
        { ...task, started: tellStarted },
        { signal: stop.signal, transferList: [tellStarted] },
      )) as T
    } catch (error) {
      const { name, code } = error as { name?: string; code?: string }
      if (name === 'AbortError') throw queryStopped(task.query, `it ran longer than ${limits.timeoutMs / 1000} s`)
      if (code === 'ERR_WORKER_OUT_OF_MEMORY')
        throw queryStopped(task.query, `it filled the ${limits.memoryMb} MB a query may use`)
      throw error
    } finally {
      clearTimeout(timer)
      started.close()
      unanswered.set(current, unanswered.get(current)! - 1)
      retire(current)
    }
  }
  return {
    query: (documents, query, params) => run({ query, params, documents }),
    matches: (documents, query, params) => run({ query, params, documents, each: true }),
    async close() {
      const pools = new Set([...unanswered.keys(), ...(pool ? [pool] : []), ...(next ? [next] : [])])
      pool = next = undefined
      unanswered.clear()
      await Promise.all([...pools].map((each) => each.destroy()))
    },
  }
}

/** Evaluates in this thread, with no limits: for the simulation, whose queries are small and must run in step. */
export const inlineQueryRunner: QueryRunner = {
  query: (documents, query, params) => evaluateQuery({ query, params, documents }),
  matches: (documents, query, params) => evaluateQuery({ query, params, documents, each: true }) as Promise<boolean[]>,
  close: async () => undefined,
}
