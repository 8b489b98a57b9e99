// The tests' hand on the local Content Lake: what the Studio would do (save a draft, create a preview secret), over its API.
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createClient } from '@sanity/client'
import { contentLakePidFile, contentLakePort, previewDataset, previewToken } from './preview-dataset'

export const lakeClient = createClient({
  projectId: 'test',
  dataset: 'production',
  apiVersion: '2025-01-27',
  token: previewToken,
  useCdn: false,
  apiHost: `http://127.0.0.1:${contentLakePort}`,
  useProjectHostname: false,
})

/** Saves the service's draft with the given fields changed, as typing in the Studio does. */
export async function saveServiceDraft(fields: Record<string, unknown>): Promise<void> {
  await lakeClient.createOrReplace({ ...previewDataset.serviceDraft, ...fields })
}

/** What the Presentation tool does before opening the preview: stores a fresh secret and passes it in the URL. */
export async function createPreviewSecret(): Promise<string> {
  const secret = randomUUID()
  await lakeClient.createOrReplace({
    _id: `sanity-preview-url-secret.${randomUUID()}`,
    _type: 'sanity.previewUrlSecret',
    secret,
    studioUrl: 'http://localhost:3333',
  })
  return secret
}

export function enableUrl(secret: string, pathname = '/'): string {
  return `/api/draft-mode/enable?sanity-preview-secret=${encodeURIComponent(secret)}&sanity-preview-pathname=${encodeURIComponent(pathname)}`
}

/** Ends every listener of the lake, as Sanity's API does now and then (the suite's lake server drops them on SIGUSR2). */
export function dropLakeListeners(): void {
  process.kill(Number(readFileSync(contentLakePidFile, 'utf8')), 'SIGUSR2')
}
