// One preview build for the suites that run the preview (the Studio suite frames it, the preview suite tests it): the
// first builds it, the next finds it made from the same tree and starts it (`npm run preview -- --start`), a build saved.
// The tree is the commit plus every change not committed, so an edit between two runs always builds again.
import { execFileSync, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { once } from 'node:events'
import { existsSync, readFileSync } from 'node:fs'
import { rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { studioUrl } from '../e2e-studio/studio-suite'

const buildDir = '.next-preview'
/** Beside the build: `next build` empties the folder first, so any other build of it (a developer's) removes the key too. */
const keyFile = path.join(buildDir, 'suite-build-key')

/** What a preview build is made from, beside the tree: the Studio that may frame it, the one setting read at build time. */
export const suitePreviewBuildEnv = { SANITY_STUDIO_URL: studioUrl }

const git = (...args: string[]) => execFileSync('git', args, { maxBuffer: 256 * 2 ** 20 })

/** The commit, the uncommitted changes to tracked files and the untracked files (not ignored), and the build's setting. */
export function previewBuildKey(): string {
  const hash = createHash('sha256')
  hash.update(git('rev-parse', 'HEAD'))
  hash.update(git('diff', 'HEAD', '--binary'))
  const untracked = git('ls-files', '--others', '--exclude-standard', '-z').toString().split('\0').filter(Boolean)
  for (const file of untracked.sort()) hash.update(`\0${file}\0`).update(readFileSync(file))
  hash.update(JSON.stringify(suitePreviewBuildEnv))
  return hash.digest('hex')
}

/**
 * Builds the preview unless `.next-preview/` already holds the build of this tree; says which. `env` is the suite's
 * (its lake), which `npm run preview -- --build` checks before building. A failed build throws with its output.
 */
export async function ensurePreviewBuild(env: NodeJS.ProcessEnv): Promise<void> {
  const key = previewBuildKey()
  if (existsSync(path.join(buildDir, 'BUILD_ID')) && existsSync(keyFile) && readFileSync(keyFile, 'utf8') === key) {
    console.log(`Preview: the build in ${buildDir}/ is this tree's, started as it is`)
    return
  }
  await rm(keyFile, { force: true })
  const started = Date.now()
  const build = spawn(path.resolve('node_modules/.bin/tsx'), ['scripts/preview.ts', '--build'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...env, ...suitePreviewBuildEnv },
  })
  let output = ''
  const keep = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-20_000))
  build.stdout!.on('data', keep)
  build.stderr!.on('data', keep)
  const [code] = (await once(build, 'exit')) as [number | null]
  if (code !== 0) throw new Error(`The preview build failed (exit ${code}):\n${output}`)
  await writeFile(keyFile, key)
  console.log(`Preview: built in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}
