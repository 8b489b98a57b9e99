// Where the preview reads Sanity: the build's variables, plus the read token, which the preview cannot do without.
import 'server-only'
import { resolveContentSource, type ContentSource } from '@/lib/content/source-config'
import type { RetryPolicy } from '@/lib/content/sources/sanity-api'
import { missingPreviewVariable } from './preview-variables'

export type PreviewSource = Extract<ContentSource, { kind: 'sanity' }> & { token: string }

export function previewSource(env: Record<string, string | undefined> = process.env): PreviewSource {
  const missing = missingPreviewVariable(env)
  if (missing)
    throw new Error(
      `The preview needs ${missing}: set it in the preview server's environment (see docs/deploying.md#deploy-the-preview-server).`,
    )
  return resolveContentSource(env) as PreviewSource
}

/** An editor waits for each page: fail within seconds rather than the build's minute. */
export const previewRetryPolicy: RetryPolicy = {
  requestTimeoutMs: 8_000,
  totalTimeoutMs: 12_000,
  maxAttempts: 2,
  baseDelayMs: 250,
}
