// A stand-in for a host's deploy hook (Netlify, Vercel, Cloudflare Pages): records each request and answers as told,
// with CORS open, or without CORS headers as some hosts answer a browser.
import { createServer } from 'node:http'
import { bindPort } from 'local-content-lake/bind-port'
import { hookPort } from './studio-suite'

export interface StandInHook {
  url: string
  requests: { method: string; path: string; body: string }[]
  /** The status the next requests get (201 Created, as Netlify answers). */
  answer: number
  /** Whether the answers carry CORS headers (true); without, a browser may not read them, though the POST arrived. */
  cors: boolean
  close(): Promise<void>
}

export async function startStandInHook(): Promise<StandInHook> {
  const hook: StandInHook = {
    url: `http://127.0.0.1:${hookPort}/build_hooks/northbeam`,
    requests: [],
    answer: 201,
    cors: true,
    close: async () => undefined,
  }
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk))
    request.on('end', () => {
      hook.requests.push({ method: request.method ?? '', path: request.url ?? '', body })
      response.writeHead(hook.answer, {
        'Content-Type': 'application/json',
        ...(hook.cors ? { 'Access-Control-Allow-Origin': '*' } : {}),
      })
      response.end(hook.answer < 400 ? '{"id":"build-1"}' : '{"error":"stand-in refusal"}')
    })
  })
  await bindPort(server, hookPort, '127.0.0.1', 'STUDIO_E2E_HOOK_PORT')
  hook.close = () =>
    new Promise((resolve) => {
      server.close(() => resolve())
      server.closeAllConnections()
    })
  return hook
}
