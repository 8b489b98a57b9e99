// The query runner's time limits, told apart from every other timer of the process (Jest's reporter keeps one of its own
// when a file runs alone) by their length: give the runner a limit no other timer has.
import { jest } from '@jest/globals'

/** The timers of `ms` started from now on, less those cleared; jest.restoreAllMocks() stops watching. */
export function limitTimers(ms: number): Set<unknown> {
  const running = new Set<unknown>()
  const { setTimeout: set, clearTimeout: clear } = globalThis
  jest.spyOn(globalThis, 'setTimeout').mockImplementation(((callback: () => void, delay?: number) => {
    const timer = set(callback, delay)
    if (delay === ms) running.add(timer)
    return timer
  }) as typeof setTimeout)
  jest.spyOn(globalThis, 'clearTimeout').mockImplementation((timer) => {
    running.delete(timer)
    clear(timer)
  })
  return running
}
