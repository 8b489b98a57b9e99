// Which content source a build reads, decided from the environment.
import path from 'node:path'
import { defaultDatasetFile, describeSource, resolveContentSource, sanityApiVersion } from '@/lib/content/source-config'

describe('resolveContentSource', () => {
  it('reads the embedded dataset file when nothing is configured', () => {
    expect(resolveContentSource({})).toEqual({
      kind: 'dataset-file',
      file: path.join(process.cwd(), 'content', 'dataset.ndjson'),
    })
    expect(defaultDatasetFile).toBe(path.join(process.cwd(), 'content', 'dataset.ndjson'))
  })

  it('reads the file CONTENT_DATASET_FILE names, resolved against the working directory', () => {
    expect(resolveContentSource({ CONTENT_DATASET_FILE: '/data/export.ndjson' })).toEqual({
      kind: 'dataset-file',
      file: '/data/export.ndjson',
    })
    expect(resolveContentSource({ CONTENT_DATASET_FILE: ' fixtures/small.ndjson ' })).toEqual({
      kind: 'dataset-file',
      file: path.join(process.cwd(), 'fixtures', 'small.ndjson'),
    })
  })

  it('falls back to the embedded dataset when CONTENT_DATASET_FILE is blank', () => {
    expect(resolveContentSource({ CONTENT_DATASET_FILE: '   ' })).toEqual({
      kind: 'dataset-file',
      file: defaultDatasetFile,
    })
  })

  it('switches to Sanity when SANITY_PROJECT_ID is set, with the production dataset by default', () => {
    expect(resolveContentSource({ SANITY_PROJECT_ID: 'abc123', CONTENT_DATASET_FILE: '/ignored.ndjson' })).toEqual({
      kind: 'sanity',
      projectId: 'abc123',
      dataset: 'production',
      apiVersion: '2025-01-27',
      token: undefined,
      apiHost: undefined,
    })
    expect(sanityApiVersion).toBe('2025-01-27')
  })

  it('honours SANITY_DATASET, SANITY_API_READ_TOKEN and SANITY_API_HOST, trimmed', () => {
    const source = resolveContentSource({
      SANITY_PROJECT_ID: ' abc123 ',
      SANITY_DATASET: 'staging ',
      SANITY_API_READ_TOKEN: ' sk-read ',
      SANITY_API_HOST: 'http://127.0.0.1:4000',
    })
    expect(source).toEqual({
      kind: 'sanity',
      projectId: 'abc123',
      dataset: 'staging',
      apiVersion: '2025-01-27',
      token: 'sk-read',
      apiHost: 'http://127.0.0.1:4000',
    })
  })

  it('treats blank Sanity settings as unset', () => {
    expect(resolveContentSource({ SANITY_PROJECT_ID: '  ' }).kind).toBe('dataset-file')
    expect(
      resolveContentSource({
        SANITY_PROJECT_ID: 'abc123',
        SANITY_DATASET: ' ',
        SANITY_API_READ_TOKEN: '',
        SANITY_API_HOST: ' ',
      }),
    ).toMatchObject({
      dataset: 'production',
      token: undefined,
      apiHost: undefined,
    })
  })

  it('reads process.env when given no environment', () => {
    const saved = process.env.SANITY_PROJECT_ID
    process.env.SANITY_PROJECT_ID = 'from-process-env'
    try {
      expect(resolveContentSource()).toMatchObject({ kind: 'sanity', projectId: 'from-process-env' })
    } finally {
      if (saved === undefined) delete process.env.SANITY_PROJECT_ID
      else process.env.SANITY_PROJECT_ID = saved
    }
  })
})

describe('describeSource', () => {
  it('names the embedded dataset by its path relative to the project', () => {
    expect(describeSource({ kind: 'dataset-file', file: defaultDatasetFile })).toBe(
      'embedded dataset content/dataset.ndjson',
    )
  })

  it('names the project, dataset, default API host and version of a Sanity source', () => {
    expect(describeSource(resolveContentSource({ SANITY_PROJECT_ID: 'abc123' }))).toBe(
      'Sanity project abc123, dataset production (https://abc123.api.sanity.io, API 2025-01-27)',
    )
  })

  it('names a custom API host instead of the default one', () => {
    expect(
      describeSource(
        resolveContentSource({
          SANITY_PROJECT_ID: 'abc123',
          SANITY_DATASET: 'staging',
          SANITY_API_HOST: 'http://127.0.0.1:4000',
        }),
      ),
    ).toBe('Sanity project abc123, dataset staging (http://127.0.0.1:4000, API 2025-01-27)')
  })

  it('never leaks the read token', () => {
    expect(
      describeSource(resolveContentSource({ SANITY_PROJECT_ID: 'abc123', SANITY_API_READ_TOKEN: 'sk-secret' })),
    ).not.toContain('sk-secret')
  })
})
