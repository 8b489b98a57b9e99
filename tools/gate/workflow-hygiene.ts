// What every workflow in .github/workflows keeps, whatever its name: each action it uses is pinned to a commit, with the
// version in a comment (as Renovate writes and updates it), and every job installs the project's packages from the
// lockfile with npm ci before it runs any of them. Each rule answers "file:line: what is wrong, and what to do".
import { isMap, isScalar, isSeq, LineCounter, parseDocument, visit, type Node } from 'yaml'

const commit = /^[\w.-]+\/[\w.-]+(\/[^@\s]+)?@[0-9a-f]{40}$/
const version = /^v\d+\.\d+\.\d+$/
const dockerDigest = /^docker:\/\/[^@\s]+@sha256:[0-9a-f]{64}$/

function parsed(text: string) {
  const lines = new LineCounter()
  const doc = parseDocument(text, { lineCounter: lines })
  const lineOf = (node: Node | null | undefined) => (node?.range ? lines.linePos(node.range[0]).line : 0)
  return { doc, lineOf }
}

/** Each `uses:` (a step's or a reusable workflow's) that is not pinned to a commit with its version in a comment. */
export function unpinnedActions(file: string, text: string): string[] {
  const { doc, lineOf } = parsed(text)
  const problems: string[] = []
  visit(doc, {
    Pair(_, pair) {
      if (!isScalar(pair.key) || pair.key.value !== 'uses' || !isScalar(pair.value)) return
      const ref = String(pair.value.value)
      const where = `${file}:${lineOf(pair.value)}`
      // An action of this repository is pinned by the checkout itself.
      if (ref.startsWith('./')) return
      if (ref.startsWith('docker://')) {
        if (!dockerDigest.test(ref))
          problems.push(`${where}: ${ref} names an image by a tag that can move; pin it by its sha256 digest`)
        return
      }
      if (!commit.test(ref))
        problems.push(
          `${where}: ${ref} names a tag or branch that can move; pin it to the tag's commit (40 hex digits) with the tag in a comment`,
        )
      else if (!version.test(pair.value.comment?.trim() ?? ''))
        problems.push(
          `${where}: ${ref} has no version comment; add the release it is, as "# vX.Y.Z", so a reader and Renovate know it`,
        )
    },
  })
  return problems
}

/** A command that installs packages without holding to the lockfile. */
const looseInstall = /\b(npm\s+(install|i|add|update|up)|yarn(\s+(install|add))?|pnpm\s+(install|i|add))(?=\s|$)/
const lockfileInstall = /\bnpm\s+ci\b/
/** A command that needs the project's packages installed: an npm script, or a package's binary through npx. */
const usesPackages = /\bnpm\s+(run|test|start|exec)\b|\bnpx\s+(?!--yes\b|-y\b)/

/** Each job step that installs other than with npm ci, or that runs the project's packages before npm ci installed them. */
export function installsNotFromLockfile(file: string, text: string): string[] {
  const { doc, lineOf } = parsed(text)
  const jobs = doc.get('jobs')
  if (!isMap(jobs)) return [`${file}: no jobs`]
  return jobs.items.flatMap((item) => {
    const job = String(isScalar(item.key) ? item.key.value : item.key)
    const steps = isMap(item.value) ? item.value.get('steps') : undefined
    let installed = false
    const problems: string[] = []
    for (const step of isSeq(steps) ? steps.items : []) {
      if (!isMap(step)) continue
      const run = step.get('run', true)
      if (!isScalar(run)) continue
      const command = String(run.value)
      const where = `${file}:${lineOf(run)} (job ${job})`
      const loose = command.match(looseInstall)
      if (loose) problems.push(`${where}: "${loose[0]}" may install other versions than package-lock.json; use npm ci`)
      // After a loose install the packages are there, only perhaps not the locked ones: that is said once, above.
      if (loose || lockfileInstall.test(command)) installed = true
      else if (!installed && usesPackages.test(command))
        problems.push(
          `${where}: "${command.trim().split('\n')[0]}" runs the project's packages before any npm ci installed them`,
        )
    }
    return problems
  })
}
