// Runs one step of npm run build as a child process, its output passed on, and fails naming the step.
import { spawn } from 'node:child_process'
import path from 'node:path'

export class StepFailed extends Error {
  constructor(
    readonly step: string,
    readonly exitCode: number | null,
    readonly exitSignal: NodeJS.Signals | null,
  ) {
    super(`${step} failed (${exitSignal ?? `exit code ${exitCode}`})`)
  }
}

export interface StepOptions {
  env: NodeJS.ProcessEnv
  /** Aborting stops the step (SIGTERM). */
  signal?: AbortSignal
  /** Where the step's output goes; by default this process's own stdout and stderr. */
  output?: (chunk: Buffer) => void
}

/** A script of scripts/ as npm run runs it (tsx), or a tool of node_modules/.bin. */
export const tsxStep = (script: string) => [path.resolve('node_modules/.bin/tsx'), path.resolve('scripts', script)]
export const binStep = (tool: string, ...args: string[]) => [path.resolve('node_modules/.bin', tool), ...args]

export function runStep(step: string, command: string[], { env, signal, output }: StepOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new StepFailed(step, null, 'SIGTERM'))
    const [program, ...args] = command
    const child = spawn(program!, args, { env, stdio: output ? ['ignore', 'pipe', 'pipe'] : 'inherit' })
    if (output) {
      child.stdout!.on('data', output)
      child.stderr!.on('data', output)
    }
    const stop = () => child.kill('SIGTERM')
    signal?.addEventListener('abort', stop, { once: true })
    child.on('error', reject)
    child.on('close', (code, killedBy) => {
      signal?.removeEventListener('abort', stop)
      if (code === 0) resolve()
      else reject(new StepFailed(step, code, killedBy))
    })
  })
}
