// Every workflow in .github/workflows, whatever its name, pins each action to a commit with its version in a comment and
// installs from the lockfile; each rule is also shown to fire, naming the file and line, on copies broken on purpose.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { installsNotFromLockfile, unpinnedActions } from '@/tools/gate/workflow-hygiene'

const folder = '.github/workflows'
const workflows = readdirSync(folder)
  .filter((file) => /\.ya?ml$/.test(file))
  .map((file) => ({ file: path.join(folder, file), text: readFileSync(path.join(folder, file), 'utf8') }))
const testYml = readFileSync(path.join(folder, 'test.yml'), 'utf8')

/** test.yml with its first `from` replaced by `to`, and the line it is on. */
function broken(from: string, to: string): { text: string; line: number } {
  const at = testYml.indexOf(from)
  if (at === -1) throw new Error(`test.yml has no "${from}"`)
  return {
    text: testYml.slice(0, at) + to + testYml.slice(at + from.length),
    line: testYml.slice(0, at).split('\n').length,
  }
}

describe('every workflow in .github/workflows', () => {
  it('reads every workflow file there, whatever its name', () => {
    expect(workflows.map(({ file }) => path.basename(file))).toEqual(
      expect.arrayContaining(['deploy.yml', 'test.yml', 'upstream.yml']),
    )
  })

  it('pins every action it uses to a commit, with the release in a comment', () => {
    expect(workflows.flatMap(({ file, text }) => unpinnedActions(file, text))).toEqual([])
  })

  it('installs the project’s packages from the lockfile with npm ci, before any step runs them', () => {
    expect(workflows.flatMap(({ file, text }) => installsNotFromLockfile(file, text))).toEqual([])
  })
})

describe('the hygiene rules, on copies broken on purpose', () => {
  it('name an action used by a tag that can move, with the file and line', () => {
    const { text, line } = broken(
      'actions/checkout@11d5960a326750d5838078e36cf38b85af677262 # v4.4.0',
      'actions/checkout@v4',
    )
    expect(unpinnedActions('test.yml', text)).toEqual([
      `test.yml:${line}: actions/checkout@v4 names a tag or branch that can move; pin it to the tag's commit (40 hex digits) with the tag in a comment`,
    ])
  })

  it('name a commit without its release in a comment', () => {
    const { text, line } = broken(
      '@49933ea5288caeca8642d1e84afbd3f7d6820020 # v4.4.0',
      '@49933ea5288caeca8642d1e84afbd3f7d6820020',
    )
    expect(unpinnedActions('test.yml', text)).toEqual([
      `test.yml:${line}: actions/setup-node@49933ea5288caeca8642d1e84afbd3f7d6820020 has no version comment; add the release it is, as "# vX.Y.Z", so a reader and Renovate know it`,
    ])
  })

  it('name a Docker image by tag, and leave this repository’s own actions alone', () => {
    const docker = broken('actions/checkout@11d5960a326750d5838078e36cf38b85af677262 # v4.4.0', 'docker://node:24')
    expect(unpinnedActions('test.yml', docker.text)).toEqual([
      `test.yml:${docker.line}: docker://node:24 names an image by a tag that can move; pin it by its sha256 digest`,
    ])
    const local = broken(
      'actions/checkout@11d5960a326750d5838078e36cf38b85af677262 # v4.4.0',
      './.github/actions/setup',
    )
    expect(unpinnedActions('test.yml', local.text)).toEqual([])
  })

  it('name an install that does not hold to the lockfile', () => {
    const { text, line } = broken('run: npm ci --no-audit --no-fund', 'run: npm install --no-audit --no-fund')
    expect(installsNotFromLockfile('test.yml', text)).toEqual([
      `test.yml:${line} (job check): "npm install" may install other versions than package-lock.json; use npm ci`,
    ])
    expect(
      installsNotFromLockfile('test.yml', broken('run: npm ci --no-audit --no-fund', 'run: npm i').text),
    ).toHaveLength(1)
    expect(
      installsNotFromLockfile(
        'test.yml',
        broken('run: npm ci --no-audit --no-fund', 'run: npm ci && npm add lodash').text,
      ),
    ).toHaveLength(1)
  })

  it('name a job that runs the project’s packages before npm ci installed them', () => {
    const { text, line } = broken('run: npm ci --no-audit --no-fund', 'run: echo no install')
    expect(installsNotFromLockfile('test.yml', text)[0]).toBe(
      `test.yml:${line + 3} (job check): "npm run check" runs the project's packages before any npm ci installed them`,
    )
    // npx --yes fetches a tool of its own, as the Netlify deploy does: no install of the project is needed.
    const deploy = (command: string) => `jobs:\n  deploy:\n    steps:\n      - run: ${command}\n`
    expect(installsNotFromLockfile('deploy.yml', deploy('npx --yes netlify-cli@17 deploy'))).toEqual([])
    expect(installsNotFromLockfile('deploy.yml', deploy('npx netlify-cli deploy'))).toEqual([
      `deploy.yml:4 (job deploy): "npx netlify-cli deploy" runs the project's packages before any npm ci installed them`,
    ])
  })
})
