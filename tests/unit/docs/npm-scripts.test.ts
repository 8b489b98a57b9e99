// Every `npm run …` the README and docs/ tell a reader to type names a script that package.json has.
import { readFileSync } from 'node:fs'
import { documentationPages, numberedLines } from './markdown-pages'

const scripts = new Set(
  Object.keys((JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts),
)

describe('npm scripts named in the documentation', () => {
  it('exist in package.json', () => {
    const missing = documentationPages().flatMap((file) =>
      numberedLines(file).flatMap(({ line, text }) =>
        [...text.matchAll(/\bnpm run ([\w:.-]+)/g)]
          .map((match) => match[1]!.replace(/[.:]+$/, ''))
          .filter((name) => !scripts.has(name))
          .map((name) => `${file}:${line} says "npm run ${name}", which package.json does not have`),
      ),
    )
    expect(missing).toEqual([])
  })
})
