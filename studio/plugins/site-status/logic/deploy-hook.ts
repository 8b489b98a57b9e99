// The host's deploy hook (Netlify, Vercel, Cloudflare Pages): kept in a private document, never in the Studio's public
// bundle, and POSTed to by the Site tool's "Rebuild now". Browser-safe: the tool and npm run deploy-hook share it.
export const deployHookType = 'siteDeployHook'
/** An id with a dot is private: only signed-in project members with read access can read it, never a visitor. */
export const deployHookId = 'siteDeployHook.settings'

export interface DeployHookDocument {
  _id: typeof deployHookId
  _type: typeof deployHookType
  url: string
}

const loopback = new Set(['localhost', '127.0.0.1', '[::1]'])

/** What is wrong with a deploy-hook URL, or undefined: absolute, https (http only on this machine), no credentials. */
export function deployHookUrlProblem(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return 'the deploy hook URL is empty'
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return `"${value}" is not an absolute URL`
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback.has(url.hostname)))
    return `"${value}" must use https`
  if (url.username || url.password) return `"${value}" must not carry a user name or password`
  return undefined
}

/** The hook URL of the stored document, or the problem with it; `null` when there is no document (no hook set up). */
export function deployHookUrlOf(
  value: unknown,
): { url: string | null; problem?: undefined } | { url?: undefined; problem: string } {
  if (value === null || value === undefined) return { url: null }
  const url = (value as { url?: unknown }).url
  const problem = deployHookUrlProblem(url)
  return problem ? { problem: `The stored deploy hook is unusable: ${problem}` } : { url: url as string }
}

/**
 * How the host answered: `requested` when a browser may not read the answer (an opaque response: the request was
 * delivered, and the host's answer carries no CORS headers, or none are asked for).
 */
export type RebuildRequest =
  | { outcome: 'accepted'; status: number; at: string }
  | { outcome: 'refused'; status: number; statusText: string; at: string }
  | { outcome: 'requested'; at: string }
export type RebuildResult = RebuildRequest | { outcome: 'unreachable'; reason: string; at: string }

/**
 * POSTs to the deploy hook, as each host documents it (an empty body), once, and says how the host answered. In a
 * browser the request is `no-cors`: many hooks answer without CORS headers, and a CORS request would then fail after
 * the host had started the build, inviting a second click and a second build.
 */
export async function requestRebuild(
  hookUrl: string,
  fetch: typeof globalThis.fetch = globalThis.fetch,
  now = () => new Date(),
): Promise<RebuildResult> {
  let response: Response
  try {
    response = await fetch(hookUrl, { method: 'POST', mode: 'no-cors', signal: AbortSignal.timeout(20_000) })
  } catch (error) {
    return {
      outcome: 'unreachable',
      reason: (error as Error).name === 'TimeoutError' ? 'no answer within 20 s' : 'no answer',
      at: now().toISOString(),
    }
  }
  const at = now().toISOString()
  if (response.type === 'opaque') return { outcome: 'requested', at }
  return response.ok
    ? { outcome: 'accepted', status: response.status, at }
    : { outcome: 'refused', status: response.status, statusText: response.statusText, at }
}
