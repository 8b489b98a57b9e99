// Runs one of scripts/ as npm run does (tsx), with the environment given (and in the folder given), and collects what it printed.
import { spawn } from 'node:child_process'
import path from 'node:path'

const repo = process.cwd()

export function runScript(
  script: string,
  args: string[],
  env: Record<string, string>,
  cwd = repo,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(path.join(repo, 'node_modules/.bin/tsx'), [path.join(repo, 'scripts', script), ...args], {
      cwd,
      // No Sanity project and no CI run unless a test gives one.
      env: {
        ...process.env,
        SANITY_PROJECT_ID: '',
        SANITY_API_WRITE_TOKEN: '',
        GITHUB_SHA: '',
        GITHUB_RUN_ID: '',
        ...env,
      },
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => (stdout += chunk))
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.on('exit', (code) => resolve({ code, stdout, stderr }))
  })
}
