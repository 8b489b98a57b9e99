// Renovate opens one pull request for Next and React, one for sanity and @sanity/*, one for Playwright (as
// docs/testing.md#updates-from-upstream says), and keeps the actions' commit pins up to date.
import { readFileSync } from 'node:fs'
import path from 'node:path'

interface Rule {
  groupName?: string
  matchPackageNames?: string[]
}
const renovate = JSON.parse(readFileSync('renovate.json', 'utf8')) as { extends: string[]; packageRules: Rule[] }

/** Renovate's matchPackageNames: exact names and globs (its /regex/ form is not used here). */
const matches = (name: string, patterns: string[]) =>
  patterns.some((pattern) => (pattern.includes('*') ? path.posix.matchesGlob(name, pattern) : pattern === name))

/** The group Renovate puts a package in: the last matching rule with a groupName wins, as rules apply in order. */
const groupOf = (name: string) =>
  renovate.packageRules.filter((rule) => rule.groupName && matches(name, rule.matchPackageNames ?? [])).at(-1)
    ?.groupName

const declared = ['package.json', 'studio/package.json', 'packages/content-lake/package.json'].flatMap((file) => {
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, string> | undefined>
  return [...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})]
})
const groupsOf = (names: string[]) => Object.fromEntries(names.map((name) => [name, groupOf(name)]))

describe('renovate.json', () => {
  it('groups next with React, its types and eslint-config-next', () => {
    const next = ['next', 'eslint-config-next', 'react', 'react-dom', '@types/react', '@types/react-dom']
    expect(groupsOf(next)).toEqual(Object.fromEntries(next.map((name) => [name, 'Next.js and React'])))
  })

  it('groups sanity with every @sanity/* package the site, the Studio and the lake declare', () => {
    const sanity = declared.filter((name) => name === 'sanity' || name.startsWith('@sanity/'))
    expect(sanity).toEqual(expect.arrayContaining(['sanity', '@sanity/client', '@sanity/vision', '@sanity/mutator']))
    expect(groupsOf(sanity)).toEqual(Object.fromEntries(sanity.map((name) => [name, 'Sanity'])))
  })

  it('groups Playwright’s packages', () => {
    expect(groupsOf(['@playwright/test', 'playwright', 'playwright-core'])).toEqual({
      '@playwright/test': 'Playwright',
      playwright: 'Playwright',
      'playwright-core': 'Playwright',
    })
  })

  it('leaves the other packages each in a pull request of its own', () => {
    expect(groupsOf(['typescript', 'jest', 'groq-js', 'tailwindcss'])).toEqual({
      typescript: undefined,
      jest: undefined,
      'groq-js': undefined,
      tailwindcss: undefined,
    })
  })

  it('keeps every action’s commit pin and version comment up to date', () => {
    expect(renovate.extends).toEqual(expect.arrayContaining(['config:recommended', 'helpers:pinGitHubActionDigests']))
  })
})
