// What a preview build was made from, kept beside it (`<distDir>/made-from.json`): the tree (the commit, the uncommitted
// changes to tracked files, the untracked files and Next's .env files) and the Studios its frame-ancestors lets in,
// the one setting the build reads (SANITY_STUDIO_URL). npm run preview and npm run studio start a build made from this
// tree for their Studio as it is, instead of building again; any other build, or none, is built afresh.
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export interface PreviewBuildRecord {
  /** previewTree() when the build began: an edit made during the build makes the next start build again. */
  tree: string
  /** The origins allowed to frame it. */
  studios: string[]
}

const recordFile = (distDir: string) => path.join(distDir, 'made-from.json')

/** The files Next reads its build's environment from, which git ignores when they are .local. */
const nextEnvFiles = ['.env', '.env.local', '.env.production', '.env.production.local']

/**
 * A hash of what a build is made from in the checkout at `cwd`: the commit, every uncommitted change to tracked files,
 * the untracked files git does not ignore, and Next's .env files. Undefined outside a git checkout, where no build is
 * ever reused.
 */
export function previewTree(cwd = process.cwd()): string | undefined {
  const git = (...args: string[]) => execFileSync('git', args, { cwd, maxBuffer: 256 * 2 ** 20, stdio: 'pipe' })
  try {
    const hash = createHash('sha256')
    hash.update(git('rev-parse', 'HEAD'))
    hash.update(git('diff', 'HEAD', '--binary'))
    const untracked = git('ls-files', '--others', '--exclude-standard', '-z').toString().split('\0').filter(Boolean)
    for (const file of untracked.sort()) hash.update(`\0${file}\0`).update(readFileSync(path.join(cwd, file)))
    for (const file of nextEnvFiles.filter((name) => existsSync(path.join(cwd, name))))
      hash.update(`\0env ${file}\0`).update(readFileSync(path.join(cwd, file)))
    return hash.digest('hex')
  } catch {
    return undefined
  }
}

/** Whether `distDir` holds a finished build made from `tree` that lets every one of `studios` frame it. */
export function previewBuildFits(distDir: string, studios: string[], tree = previewTree()): boolean {
  if (tree === undefined || !existsSync(path.join(distDir, 'BUILD_ID'))) return false
  let record: PreviewBuildRecord
  try {
    record = JSON.parse(readFileSync(recordFile(distDir), 'utf8')) as PreviewBuildRecord
  } catch {
    return false
  }
  return record.tree === tree && studios.every((studio) => record.studios.includes(studio))
}

/** Before a build: until it has finished and been recorded, the folder's build is no one's. */
export function forgetPreviewBuild(distDir: string): void {
  rmSync(recordFile(distDir), { force: true })
}

/** After a build that succeeded. */
export function recordPreviewBuild(distDir: string, record: PreviewBuildRecord): void {
  writeFileSync(recordFile(distDir), `${JSON.stringify(record)}\n`)
}
