// Runs a script's function in-process as the script runs it: process.exit stops the function where the real one would
// end the process, and what it printed is kept, so a test can assert the exit code and the words without a child process.
import { jest } from '@jest/globals'

export class ProcessExit extends Error {
  constructor(readonly code: number | string | null | undefined) {
    super(`process.exit(${code})`)
  }
}

export interface ScriptRun {
  /** What went to console.log and console.error, one string a call. */
  stdout: string[]
  stderr: string[]
  /** Puts console and process.exit back and removes the SIGINT and SIGTERM handlers the function added. */
  restore(): void
}

/** From now on process.exit throws ProcessExit instead of ending the process, and console output is recorded. */
export function runInProcess(): ScriptRun {
  const signalHandlers = { SIGINT: process.listeners('SIGINT'), SIGTERM: process.listeners('SIGTERM') }
  const stdout: string[] = []
  const stderr: string[] = []
  const spies = [
    jest.spyOn(process, 'exit').mockImplementation((code) => {
      throw new ProcessExit(code)
    }),
    jest.spyOn(console, 'log').mockImplementation((...args) => void stdout.push(args.join(' '))),
    jest.spyOn(console, 'error').mockImplementation((...args) => void stderr.push(args.join(' '))),
  ]
  return {
    stdout,
    stderr,
    restore() {
      for (const spy of spies) spy.mockRestore()
      for (const signal of ['SIGINT', 'SIGTERM'] as const) {
        for (const handler of process.listeners(signal))
          if (!signalHandlers[signal].includes(handler)) process.off(signal, handler)
      }
    },
  }
}
