// Waits for a server another process is starting: asks `url` every 250 ms until an answer counts. A refused connection
// (nothing listening yet) is not an answer; which statuses count is the caller's (any status, or a 2xx only). An abort
// (the server's process ended) stops the asking.
export type Counts = 'any status' | '2xx'

export async function untilAnswered(url: string, counts: Counts, signal?: AbortSignal): Promise<void> {
  while (!signal?.aborted) {
    const answered = await fetch(url, { signal }).then(
      (response) => counts === 'any status' || response.ok,
      () => false,
    )
    if (answered) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`stopped waiting for ${url}`)
}
