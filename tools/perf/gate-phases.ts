// Where the gate's work goes: `npm test` runs its steps one after another (run-s), and npm announces each with a line
// `> name@version script`. The time between two such lines is a phase, and the machine's busy CPU time over it (sampled
// from /proc/stat) is the phase's work. The side-by-side part (`check` beside `build`) is one phase: its lines carry
// run-p's labels, so only the lines npm printed itself start one.

export interface TimedLine {
  /** When the line arrived, in seconds on any clock the samples share. */
  at: number
  text: string
}

export interface BusySample {
  at: number
  /** The machine's busy CPU time so far, in core-seconds. */
  coreSeconds: number
}

export interface Phase {
  /** The npm script that began it. */
  name: string
  seconds: number
  coreSeconds: number
}

/** The script a line of npm's own announces (`> northbeam-site@1.0.0 test:e2e`), or undefined for any other line. */
export function phaseStart(text: string): string | undefined {
  return /^> [^\s@]+@\S+ (\S+)$/.exec(text.trimEnd())?.[1]
}

/** The busy time at `at`, read between the two samples around it (a straight line between them). */
export function busyAt(samples: BusySample[], at: number): number {
  if (samples.length === 0) throw new Error('no CPU samples were taken')
  const after = samples.findIndex((sample) => sample.at >= at)
  if (after === -1) return samples.at(-1)!.coreSeconds
  if (after === 0) return samples[0]!.coreSeconds
  const [a, b] = [samples[after - 1]!, samples[after]!]
  return a.coreSeconds + ((b.coreSeconds - a.coreSeconds) * (at - a.at)) / (b.at - a.at)
}

/**
 * The phases of one run, in order, each up to the next one's start (the last up to `end`). A phase shorter than a
 * second (a script that only starts the next ones, such as `test:export`) is left out: its work is its children's.
 */
export function phasesOf(lines: TimedLine[], samples: BusySample[], end: number): Phase[] {
  const starts = lines.flatMap(({ at, text }) => {
    const name = phaseStart(text)
    return name === undefined ? [] : [{ at, name }]
  })
  return starts
    .map(({ at, name }, index) => {
      const until = starts[index + 1]?.at ?? end
      return { name, seconds: until - at, coreSeconds: busyAt(samples, until) - busyAt(samples, at) }
    })
    .filter(({ seconds }) => seconds >= 1)
}
