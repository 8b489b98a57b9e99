// The README's layout table is the whole tree at a glance: every top-level folder git tracks, and every folder of lib/.
import { readFileSync } from 'node:fs'
import { projectFiles } from './markdown-pages'

/** The paths in the first column of the table under "## Repository layout". */
function layoutRows(): string[] {
  const readme = readFileSync('README.md', 'utf8')
  const section = readme.slice(readme.indexOf('## Repository layout')).split(/\n## /)[0]!
  return [...section.matchAll(/^\| `([^`]+)`/gm)].map((match) => match[1]!)
}

describe("the README's repository layout", () => {
  const rows = layoutRows()
  const files = projectFiles().filter((file) => file.includes('/'))

  it('names every top-level folder', () => {
    const folders = new Set(files.map((file) => file.split('/')[0]!))
    expect([...folders].filter((folder) => !rows.some((row) => row.startsWith(`${folder}/`)))).toEqual([])
  })

  it('names every folder of lib/ on a row of its own', () => {
    const libFolders = new Set(
      files
        .filter((file) => file.startsWith('lib/') && file.split('/').length > 2)
        .map((file) => `lib/${file.split('/')[1]}/`),
    )
    expect([...libFolders].filter((folder) => !rows.includes(folder))).toEqual([])
  })
})
