// The project's Markdown pages as the doc tests read them: which there are, their lines outside code fences, their anchors.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import GithubSlugger from 'github-slugger'

/** Every file git tracks or would track (new, not ignored), relative to the repository's root. */
export function projectFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    encoding: 'utf8',
  })
  return listed.split('\0').filter((file) => file !== '' && existsSync(file))
}

/** The README and every page under docs/: what a reader of the documentation reads. */
export const documentationPages = (): string[] =>
  projectFiles().filter((file) => file === 'README.md' || (file.startsWith('docs/') && file.endsWith('.md')))

/** Each line of a Markdown file with its number, fenced code included (commands live there too). */
export const numberedLines = (file: string): { line: number; text: string }[] =>
  readFileSync(file, 'utf8')
    .split('\n')
    .map((text, index) => ({ line: index + 1, text }))

/** The anchors a page's headings get, slugged as GitHub (and remark-validate-links) slug them; code fences skipped. */
export function headingAnchors(file: string): Set<string> {
  const slugger = new GithubSlugger()
  const anchors = new Set<string>()
  let fenced = false
  for (const { text } of numberedLines(file)) {
    if (/^\s*(```|~~~)/.test(text)) fenced = !fenced
    const heading = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(text)
    if (!heading) continue
    // The heading's text as rendered: a link keeps its words, code its characters.
    const words = heading[1]!.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/`/g, '')
    anchors.add(slugger.slug(words))
  }
  return anchors
}
