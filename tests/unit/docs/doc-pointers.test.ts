// A comment or message in code that sends its reader to the documentation names a page and a heading that exist,
// written as a path they can open: README.md#heading or docs/page.md#heading. "See the README" says neither.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { headingAnchors, projectFiles } from './markdown-pages'

/** Text files that are code, config or scripts; documentation, data, pictures and generated records are not. */
const isCode = (file: string) =>
  !/\.(md|png|jpe?g|ico|gif|webp|ndjson)$/.test(file) &&
  file !== 'package-lock.json' &&
  !file.startsWith('reports/') &&
  // These tests name the pointers they look for.
  !file.startsWith('tests/unit/docs/')

/** A path to a page of ours with an optional anchor; a path inside a URL (another project's docs) is not ours. */
const pointer = /(?<![\w./-])((?:docs\/[\w./-]+|README)\.md)(?:#([\w-]+))?/g
/** "the README", "see README": a pointer without a page and heading to open. */
const vague = /\bREADME\b(?!\.md)/

function problemsIn(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  if (text.includes('\0')) return []
  return text.split('\n').flatMap((content, index) => {
    const where = `${file}:${index + 1}`
    const problems: string[] = []
    if (vague.test(content))
      problems.push(
        `${where} points to the README without saying where: write README.md#<heading> or docs/<page>.md#<heading>`,
      )
    for (const [, page, anchor] of content.matchAll(pointer)) {
      if (!existsSync(page!)) problems.push(`${where} points to ${page}, which does not exist`)
      else if (anchor && !headingAnchors(page!).has(anchor))
        problems.push(`${where} points to ${page}#${anchor}, but ${path.basename(page!)} has no such heading`)
    }
    return problems
  })
}

describe('pointers from code to the documentation', () => {
  it('name a page and heading that exist', () => {
    expect(projectFiles().filter(isCode).flatMap(problemsIn)).toEqual([])
  })
})
