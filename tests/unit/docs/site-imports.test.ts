// docs/architecture.md#where-the-code-lives promises that the site (app/, components/, lib/) imports nothing from the
// rooms that build, serve, test or measure it, nor from the Studio but its content model (studio/schemaTypes, which the
// build validates content with): what ships is what its folders hold.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { projectFiles } from './markdown-pages'

const siteFolders = ['app', 'components', 'lib']
const forbidden = ['tools/', 'scripts/', 'studio/', 'tests/', 'packages/']

/** The site's source files, as git lists them (tracked, and new ones it does not ignore). */
const siteFiles = () =>
  projectFiles().filter(
    (file) => siteFolders.some((folder) => file.startsWith(`${folder}/`)) && /\.(ts|tsx|mjs)$/.test(file),
  )

/** The project path a relative or `@/` import names, if it names one. */
function importedPath(from: string, specifier: string): string | undefined {
  if (specifier.startsWith('@/')) return specifier.slice(2)
  if (specifier.startsWith('.')) return path.posix.join(path.posix.dirname(from.split(path.sep).join('/')), specifier)
  return undefined
}

it('imports nothing of the tools, the scripts, the Studio (but its content model), the tests or the lake’s sources by path', () => {
  const crossings = siteFiles().flatMap((file) =>
    ts
      .preProcessFile(readFileSync(file, 'utf8'), true, true)
      .importedFiles.map(({ fileName }) => ({ file, target: importedPath(file, fileName) }))
      .filter(
        ({ target }) =>
          target !== undefined &&
          !target.startsWith('studio/schemaTypes') &&
          forbidden.some((room) => target.startsWith(room)),
      )
      .map(({ file, target }) => `${file} imports ${target}`),
  )
  expect(crossings).toEqual([])
})
