// `checkout-guard.ts record` at the start of npm test and `verify` at its end: the suite must leave the checkout as it
// found it. Any file whose git status or content the run changed fails the run, named (in CI: any change at all).
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const recordFile = path.resolve('node_modules/.cache/checkout-guard.json')

/** Each path git reports as changed or untracked (not ignored), with its status and a hash of its content. */
function checkoutState(): Record<string, string> {
  const status = execFileSync('git', ['status', '--porcelain=v1', '-z', '--untracked-files=all'], { encoding: 'utf8' })
  const entries = status.split('\0').filter(Boolean)
  const state: Record<string, string> = {}
  for (let index = 0; index < entries.length; index++) {
    const entry = entries[index]!
    const code = entry.slice(0, 2)
    const file = entry.slice(3)
    // A rename is followed by its source path, which needs no entry of its own.
    if (code.includes('R') || code.includes('C')) index++
    const content = existsSync(file)
      ? createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16)
      : 'deleted'
    state[file] = `${code} ${content}`
  }
  return state
}

const mode = process.argv[2]
if (mode === 'record') {
  mkdirSync(path.dirname(recordFile), { recursive: true })
  writeFileSync(recordFile, JSON.stringify(checkoutState()))
} else if (mode === 'verify') {
  const before: Record<string, string> =
    process.env.CI || !existsSync(recordFile) ? {} : JSON.parse(readFileSync(recordFile, 'utf8'))
  const after = checkoutState()
  const changed = [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((file) => before[file] !== after[file])
    .sort()
  if (changed.length) {
    console.error(
      `The test run changed the checkout (git status), which it must leave as it found it:\n  ${changed.map((file) => `${file}: ${after[file] ?? 'restored'}`).join('\n  ')}`,
    )
    process.exit(1)
  }
  console.log(`Checkout: unchanged by the test run${process.env.CI ? ' (and clean, as CI requires)' : ''}`)
} else {
  console.error('Usage: tsx scripts/checkout-guard.ts record|verify')
  process.exit(2)
}
