// A local stand-in for Sanity's query API (GET /v{apiVersion}/data/query/{dataset}?query=…), recording each request.
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { RetryPolicy } from '@/lib/content/sources/sanity-api'

export interface RecordedRequest {
  method: string
  pathname: string
  params: URLSearchParams
  headers: IncomingHttpHeaders
  at: number
}

/** Answers request number `attempt` (1-based); may leave `res` unanswered to simulate a hang. */
export type Responder = (res: ServerResponse, attempt: number, req: IncomingMessage) => void

export interface SanityStub {
  host: string
  requests: RecordedRequest[]
  close: () => Promise<void>
}

export const fastPolicy: RetryPolicy = { requestTimeoutMs: 500, totalTimeoutMs: 3000, maxAttempts: 4, baseDelayMs: 20 }

export function sanitySource(host: string, token?: string) {
  return {
    kind: 'sanity',
    projectId: 'test',
    dataset: 'production',
    apiVersion: '2025-01-27',
    apiHost: host,
    token,
  } as const
}

export function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers })
  res.end(typeof body === 'string' ? body : JSON.stringify(body))
}

/** A healthy answer in the API's envelope, echoing the query it was sent. */
export function answer(res: ServerResponse, req: IncomingMessage, result: unknown): void {
  const query = new URL(req.url ?? '/', 'http://stub').searchParams.get('query')
  json(res, 200, { ms: 1, query, result })
}

export async function startSanityStub(respond: Responder): Promise<SanityStub> {
  const requests: RecordedRequest[] = []
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stub')
    requests.push({
      method: req.method ?? '',
      pathname: url.pathname,
      params: url.searchParams,
      headers: req.headers,
      at: Date.now(),
    })
    respond(res, requests.length, req)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    host: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** A port nothing listens on: bound once, then released. */
export async function closedPort(): Promise<number> {
  const stub = await startSanityStub(() => undefined)
  await stub.close()
  return Number(new URL(stub.host).port)
}
