// Every `playwright show-report` the docs or a message tell a reader to type opens a folder a suite writes its HTML
// report into (playwright-report/<suite>, tests/e2e/reporters.ts): with no folder, Playwright looks in one none writes.
import { readFileSync } from 'node:fs'
import { projectFiles } from './markdown-pages'

/** The suites whose config reports through suiteReporters, each into playwright-report/<suite>. */
const suites = projectFiles()
  .filter((file) => /^playwright(\.\w+)?\.config\.ts$/.test(file))
  .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/suiteReporters\('([\w-]+)'/g)].map((match) => match[1]!))

describe('playwright show-report in the docs and messages', () => {
  it('knows the suites', () => {
    expect(suites).toEqual(expect.arrayContaining(['e2e', 'hosts', 'studio', 'preview', 'dev', 'deploy']))
  })

  it('always names a folder a suite writes', () => {
    const texts = projectFiles().filter(
      (file) => /\.(md|ts|tsx|mjs|yml)$/.test(file) && !file.startsWith('tests/unit/docs/'),
    )
    const wrong = texts.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          [...line.matchAll(/playwright show-report(?: +([^\s`'"\\)]+))?/g)]
            .filter(
              ([, folder]) =>
                !(
                  folder === 'playwright-report/<suite>' ||
                  suites.some((suite) => folder === `playwright-report/${suite}`)
                ),
            )
            .map(([command]) => `${file}:${index + 1}: "${command}"`),
        ),
    )
    expect(wrong).toEqual([])
  })
})
