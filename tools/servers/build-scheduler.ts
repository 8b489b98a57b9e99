// One build at a time, as a host's build queue: a change that comes in while a build runs asks for one more build after
// it, however many changes came, so the last change is always built and no build is wasted on a half-seen burst.
export class BuildScheduler {
  private running: Promise<void> | undefined
  private buildAgain = false
  private stopped = false

  constructor(
    private readonly build: () => Promise<void>,
    /** Told once when a change arrives during a build (not again for more changes during that build). */
    private readonly queuedDuringBuild: () => void = () => undefined,
  ) {}

  /** Builds now, or once the build under way has ended. */
  request(): void {
    if (this.stopped) return
    if (this.running) {
      if (!this.buildAgain) this.queuedDuringBuild()
      this.buildAgain = true
      return
    }
    // A build says its own failure (the local site logs it): the scheduler only goes on to the next.
    this.running = this.build()
      .catch(() => undefined)
      .finally(() => {
        this.running = undefined
        if (this.buildAgain) {
          this.buildAgain = false
          this.request()
        }
      })
  }

  /** The build under way, if one is. */
  get underWay(): Promise<void> | undefined {
    return this.running
  }

  /** No new build starts; the one under way, if any, is left to end. */
  stop(): Promise<void> | undefined {
    this.stopped = true
    return this.running
  }
}
