// Work that must run one piece at a time, in the order it was asked for: each piece's failure is its caller's alone.
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve()

  /** Runs `work` after everything queued before it has finished or failed. */
  run<T>(work: () => Promise<T>): Promise<T> {
    const result = this.tail.then(work)
    this.tail = result.catch(() => undefined)
    return result
  }
}
