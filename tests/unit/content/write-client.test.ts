// The client scripts write the site's own documents with: made only from a project and a write token, and otherwise
// naming the variable that is missing.
import { writeClientOf } from '@/lib/content/write-client'

const project = { SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'staging' }

describe('writeClientOf', () => {
  it('names SANITY_PROJECT_ID when no project is configured (the dataset file cannot be written to)', () => {
    expect(writeClientOf({ SANITY_API_WRITE_TOKEN: 'sk-write' })).toEqual({ missing: 'SANITY_PROJECT_ID' })
  })

  it.each([undefined, '', '  '])('names SANITY_API_WRITE_TOKEN when it is %j', (token) => {
    expect(writeClientOf({ ...project, SANITY_API_WRITE_TOKEN: token })).toEqual({ missing: 'SANITY_API_WRITE_TOKEN' })
  })

  it('writes to the configured project and dataset with the write token, not the read token', () => {
    const { client, missing } = writeClientOf({
      ...project,
      SANITY_API_READ_TOKEN: 'sk-read',
      SANITY_API_WRITE_TOKEN: ' sk-write\n',
    })
    expect(missing).toBeUndefined()
    expect(client?.config()).toMatchObject({
      projectId: 'abc123',
      dataset: 'staging',
      token: 'sk-write',
      useCdn: false,
    })
  })

  it('reads the process environment by default', () => {
    const saved = { ...process.env }
    process.env.SANITY_PROJECT_ID = 'fromenv'
    process.env.SANITY_API_WRITE_TOKEN = 'sk-env'
    try {
      expect(writeClientOf().client?.config()).toMatchObject({ projectId: 'fromenv', token: 'sk-env' })
    } finally {
      process.env = saved
    }
  })
})
