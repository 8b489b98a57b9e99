// What the measuring scripts share: on a noisy host only a side-by-side comparison counts, so each measures its
// candidates in alternating rounds (A, B, A, B…) and quotes the median of each one's runs.
import { execFile } from 'node:child_process'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

/**
 * Measures every candidate `rounds` times, one of each per round, so that a host that speeds up or slows down during
 * the session weighs on all of them alike. `describe` prints each sample as it lands.
 */
export async function alternating<Candidate, Sample>(
  candidates: readonly Candidate[],
  rounds: number,
  measure: (candidate: Candidate) => Promise<Sample>,
  describe: (sample: Sample, candidate: Candidate, round: number) => string,
): Promise<Sample[]> {
  const samples: Sample[] = []
  for (let round = 1; round <= rounds; round++) {
    for (const candidate of candidates) {
      const sample = await measure(candidate)
      samples.push(sample)
      console.log(describe(sample, candidate, round))
    }
  }
  return samples
}

/** A fresh clone of this repository at `ref` in a new temporary folder, as CI starts: no node_modules, no caches. */
export async function cloneAt(ref: string, prefix: string): Promise<string> {
  const cwd = await mkdtemp(path.join(tmpdir(), prefix))
  await run('git', ['clone', '--quiet', '--no-checkout', process.cwd(), cwd])
  await run('git', ['checkout', '--quiet', '--detach', ref], { cwd })
  return cwd
}
