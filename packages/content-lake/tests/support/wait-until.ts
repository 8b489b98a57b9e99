// A unit test waits for a state, never for a time: this checks `condition` every 20 ms. Its 30 s are a limit a busy core
// cannot reach and stay under Jest's 60 s, so a state that never comes fails naming what was awaited.
// `what` may be a function, to name the last value read when the wait fails.
// Its clock and its pauses are Node's own, not the globals: a test with Jest's fake timers can wait for I/O here.
import { performance } from 'node:perf_hooks'
import { setTimeout as nextLook } from 'node:timers/promises'

export async function waitUntil(
  condition: () => boolean | Promise<boolean>,
  what: string | (() => string),
): Promise<void> {
  for (const started = performance.now(); !(await condition()); await nextLook(20)) {
    if (performance.now() - started > 30_000)
      throw new Error(`waited 30 s, and never: ${typeof what === 'function' ? what() : what}`)
  }
}
