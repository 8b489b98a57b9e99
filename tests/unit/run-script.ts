// Runs one of scripts/ as npm run does (tsx), with the environment given (and in the folder given), and collects what it
// printed; or, quicker, a script's command function in this process, collecting what it printed the same way.
import { spawn } from 'node:child_process'
import path from 'node:path'
import type { Print } from '@/tools/cli/command'

const repo = process.cwd()

type Ran = { code: number | null; stdout: string; stderr: string }

/** No Sanity project and no CI run unless a test gives one. */
const quiet = { SANITY_PROJECT_ID: '', SANITY_API_WRITE_TOKEN: '', GITHUB_SHA: '', GITHUB_RUN_ID: '' }

export function runScript(script: string, args: string[], env: Record<string, string>, cwd = repo): Promise<Ran> {
  return new Promise((resolve) => {
    const child = spawn(path.join(repo, 'node_modules/.bin/tsx'), [path.join(repo, 'scripts', script), ...args], {
      cwd,
      env: { ...process.env, ...quiet, ...env },
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => (stdout += chunk))
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.on('exit', (code) => resolve({ code, stdout, stderr }))
  })
}

/**
 * A script's command run here, as runScript runs the script (the environment on top of this process's), without the
 * second or so a tsx process takes to start: its exit code and what it printed, a line per call as console prints.
 */
export async function runCommand(
  command: (env: Record<string, string | undefined>, print: Print) => Promise<number>,
  env: Record<string, string>,
): Promise<Ran> {
  const stdout: string[] = []
  const stderr: string[] = []
  const code = await command(
    { ...process.env, ...quiet, ...env },
    {
      log: (...parts: unknown[]) => stdout.push(`${parts.join(' ')}\n`),
      error: (...parts: unknown[]) => stderr.push(`${parts.map(String).join(' ')}\n`),
    },
  )
  return { code, stdout: stdout.join(''), stderr: stderr.join('') }
}
