// The commands a shell line runs once npm scripts are followed through `npm run`, `npm test`, run-s and run-p: what
// `npm test` runs, comparable with what a CI job's `run:` steps run.

/** A command that runs something (not another npm script), with the scripts that led to it. */
export interface ReachedCommand {
  command: string
  via: string[]
}

const npmShorthands: Record<string, string> = {
  test: 'test',
  t: 'test',
  tst: 'test',
  start: 'start',
  stop: 'stop',
  restart: 'restart',
}
const runners = new Set(['run-s', 'run-p', 'npm-run-all'])

/** A command's words, quoted ones whole, without its redirections (`2>&1`, `>> "$GITHUB_ENV"`). */
function tokensOf(command: string): string[] {
  const words = command.match(/'[^']*'|"[^"]*"|\S+/g) ?? []
  return words.filter((word, index) => !/^\d*(>>?|<)/.test(word) && !/^\d*(>>?|<)$/.test(words[index - 1] ?? ''))
}
// `npx tsx …` and `tsx …` run the same: compared without the launcher.
const normalised = (tokens: string[]) => (tokens[0] === 'npx' ? tokens.slice(1) : tokens).join(' ')

/** run-s / run-p patterns: `*` stands for one `:`-separated part of a script name, `**` for any number. */
function scriptsMatching(pattern: string, scripts: Record<string, string>): string[] {
  if (!pattern.includes('*')) return [pattern]
  const regex = new RegExp(
    `^${pattern
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\*\*/g, '\u0000')
      .replace(/\*/g, '[^:]*')
      .replace(/\u0000/g, '.*')}$`,
  )
  return Object.keys(scripts).filter((name) => regex.test(name))
}

/** The script names one simple command runs by way of npm, with the arguments npm appends, or undefined for none. */
function scriptsRun(tokens: string[], scripts: Record<string, string>): { name: string; args: string }[] | undefined {
  if (tokens[0] === 'npm') {
    const runs = tokens[1] === 'run' || tokens[1] === 'run-script'
    const name = runs ? tokens[2] : npmShorthands[tokens[1] ?? '']
    if (!name) return undefined
    const rest = tokens.slice(runs ? 3 : 2)
    const args = rest[0] === '--' ? rest.slice(1) : rest
    return [{ name, args: args.join(' ') }]
  }
  if (runners.has(tokens[0] ?? '')) {
    return tokens
      .slice(1)
      .filter((token) => !token.startsWith('-'))
      .flatMap((pattern) => scriptsMatching(pattern, scripts))
      .map((name) => ({ name, args: '' }))
  }
  return undefined
}

/**
 * Every command `line` runs, in order, following npm scripts from `scripts` (package.json). Environment assignments
 * before a command stay part of it. A script that does not exist throws, naming it and the way it was reached.
 */
export function commandsOf(line: string, scripts: Record<string, string>, via: string[] = []): ReachedCommand[] {
  return line
    .split(/&&|\|\||;|\||\n/)
    .map((command) => tokensOf(command.trim()))
    .filter((tokens) => tokens.length > 0)
    .flatMap((tokens) => {
      const assignments = tokens.findIndex((token) => !/^[A-Z_][A-Z0-9_]*=/.test(token))
      const run = scriptsRun(tokens.slice(Math.max(assignments, 0)), scripts)
      if (!run) return [{ command: normalised(tokens), via }]
      return run.flatMap(({ name, args }) => {
        const script = scripts[name]
        if (script === undefined)
          throw new Error(`package.json has no script "${name}" (reached by ${[...via, name].join(' → ')})`)
        if (via.includes(name))
          throw new Error(`package.json: script "${name}" runs itself (${[...via, name].join(' → ')})`)
        return commandsOf(args ? `${script} ${args}` : script, scripts, [...via, name])
      })
    })
}
