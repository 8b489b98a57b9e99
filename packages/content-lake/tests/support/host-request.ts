// A request addressed to a Host of the caller's choosing, as a page that rebinds its DNS to 127.0.0.1 sends it (fetch
// cannot set Host): the local servers' tests use it to check they refuse every name that is not this machine.
import { request, type IncomingHttpHeaders } from 'node:http'

export interface HostRequest {
  /** The Host header, e.g. `rebind.example:3335`. */
  host: string
  method?: string
  headers?: Record<string, string>
  body?: string
  /** Answer with the status and headers alone and close the connection: for an event stream, which never ends. */
  headersOnly?: boolean
}

export interface HostAnswer {
  status: number
  headers: IncomingHttpHeaders
  text: string
}

export function requestWithHost(
  url: string,
  { host, method = 'GET', headers = {}, body, headersOnly = false }: HostRequest,
): Promise<HostAnswer> {
  const { hostname, port, pathname, search } = new URL(url)
  return new Promise((resolve, reject) => {
    const sent = request(
      { hostname, port, path: `${pathname}${search}`, method, headers: { ...headers, host } },
      (response) => {
        if (headersOnly) {
          response.destroy()
          return resolve({ status: response.statusCode ?? 0, headers: response.headers, text: '' })
        }
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }))
      },
    )
    // A websocket handshake the server accepted: 101, and the socket is closed at once.
    sent.on('upgrade', (response, socket) => {
      socket.destroy()
      resolve({ status: response.statusCode ?? 101, headers: response.headers, text: '' })
    })
    sent.on('error', reject)
    sent.end(body)
  })
}

/** The headers of a websocket handshake (Next's hot reload), for checking who may open one. */
export const websocketHandshake = {
  connection: 'Upgrade',
  upgrade: 'websocket',
  'sec-websocket-version': '13',
  'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
}

/** The name a rebinding page would use, with the server's port, as a browser sends it. */
export const foreignHostOf = (url: string) => `rebind.example:${new URL(url).port}`
