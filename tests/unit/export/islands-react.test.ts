// One React for the islands: the bundle's React packages are found from what esbuild bundled, and two versions fail the build.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Metafile } from 'esbuild'
import { bundledReactPackages, islandsReactAlias, oneReactVersion } from '@/tools/export/islands-react'

let root: string

async function pkg(folder: string, name: string, files: string[]): Promise<string[]> {
  await mkdir(path.join(root, folder, 'cjs'), { recursive: true })
  await writeFile(path.join(root, folder, 'package.json'), JSON.stringify({ name }))
  return Promise.all(
    files.map(async (file) => {
      await writeFile(path.join(root, folder, file), '')
      return path.join(root, folder, file)
    }),
  )
}

const metafileOf = (inputs: string[]): Metafile => ({
  inputs: Object.fromEntries(inputs.map((input) => [input, { bytes: 0, imports: [] }])),
  outputs: {},
})

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'islands-react-'))
})
afterEach(() => rm(root, { recursive: true, force: true }))

describe('bundledReactPackages', () => {
  it('finds each React package the bundle took its files from, published or vendored by Next, and asks each its version', async () => {
    const inputs = [
      ...(await pkg('next/dist/compiled/react', 'react-builtin', ['index.js', 'cjs/react.production.js'])),
      ...(await pkg('next/dist/compiled/react-dom', 'react-dom-builtin', [
        'client.js',
        'cjs/react-dom-client.production.js',
      ])),
      ...(await pkg('components', 'site', ['menu.js'])),
    ]
    const asked: string[] = []
    const packages = bundledReactPackages(
      metafileOf(inputs),
      (folder) => (asked.push(path.relative(root, folder)), '19.3.0-canary-a'),
    )
    expect([...packages.values()]).toEqual(['19.3.0-canary-a', '19.3.0-canary-a'])
    expect(asked.sort()).toEqual(['next/dist/compiled/react', 'next/dist/compiled/react-dom'])
  })
})

describe('oneReactVersion', () => {
  it('returns the version when every React package of the bundle has the same', () => {
    expect(
      oneReactVersion(
        new Map([
          ['a/react', '19.3.1'],
          ['a/react-dom', '19.3.1'],
        ]),
      ),
    ).toBe('19.3.1')
  })

  it('fails, naming every copy and its version, when the bundle holds two Reacts', () => {
    const packages = new Map([
      ['node_modules/react-dom', '19.3.1'],
      ['node_modules/next/dist/compiled/react-dom', '19.3.0-canary-278794d7-20261002'],
    ])
    expect(() => oneReactVersion(packages)).toThrow(
      'The islands bundle holds more than one React: 19.3.1 (node_modules/react-dom), 19.3.0-canary-278794d7-20261002 (node_modules/next/dist/compiled/react-dom)',
    )
  })

  it('fails when the bundle holds no React at all', () => {
    expect(() => oneReactVersion(new Map())).toThrow('The islands bundle holds no React')
  })
})

describe('islandsReactAlias', () => {
  it('points react and react-dom at the copies Next renders the pages with, which load and report the same version', async () => {
    const { createRequire } = await import('node:module')
    const require = createRequire(path.join(process.cwd(), 'package.json'))
    const react = require(islandsReactAlias.react) as { version: string }
    const reactDom = require(islandsReactAlias['react-dom']) as { version: string }
    expect(reactDom.version).toBe(react.version)
  })
})
