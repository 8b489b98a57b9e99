// A script of scripts/ as a command: a function of its arguments, environment and console that returns the exit code.
// npm runs the file, which runs the command; a test imports the file and calls the command in its own process.
import { pathToFileURL } from 'node:url'

/** What a command prints to: console's two streams. */
export type Print = Pick<Console, 'log' | 'error'>

/**
 * Runs `command` and sets the exit code when the module at `moduleUrl` (its import.meta.url) is the file node was
 * started with, as `npm run` starts it; an import leaves it alone. tsx leaves import.meta.main unset, so the path is
 * compared.
 */
export async function runWhenStarted(moduleUrl: string, command: () => Promise<number>): Promise<void> {
  if (moduleUrl === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = await command()
}
