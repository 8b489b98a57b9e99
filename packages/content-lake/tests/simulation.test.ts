// The local Content Lake proved as a storage engine is: thousands of seeded histories of the Studio's transactions,
// edits beside the lake, failed and cut-short disk operations, power cuts and restarts, each checked against what
// must hold (packages/content-lake/tests/simulation/). A failure prints one line that replays it.
import fc from 'fast-check'
import { features, historyArbitrary } from './simulation/history'
import { simulateLake, simulationSettings } from './simulation/property'

it('loses nothing and never stops for good, through every history of edits, faults, crashes and restarts', async () => {
  const settings = simulationSettings(process.env, 4_000)
  const ran = await simulateLake({ ...settings, command: 'npx jest packages/content-lake/tests/simulation.test.ts' })
  expect(ran).toBe(settings.runs)
}, 120_000)

// Found by the gate's run at 2e6d77d, not fixed yet: lake 100 placed its journal, the folder flush failed, and the
// journal's removal was never flushed either; an outside edit had changed dataset.ndjson meanwhile. After a power cut
// the journal is back, the file holds neither of its texts, and the next lake asks a person although the change never
// reached a file. This replay holds the fault exactly; when the lake is fixed it goes red: then expect it to pass.
it('KNOWN FAULT: a journal whose removal was never flushed comes back after a power cut and stops the next lake', async () => {
  await expect(
    simulateLake({
      runs: 4_000,
      seed: 1215908514,
      path: '2942:15:5:5:9:12:12:12:12:15:15:15:14:16:16:22:23:19:19:23:21:21:22:22:24:24:25:23:22:24:24:25:23:24:24:25:25:25:25',
      command: 'npx jest packages/content-lake/tests/simulation.test.ts',
    }),
  ).rejects.toThrow('a lake asked a person to choose between edits when none reached a file its journal names')
})

it('makes half of its histories hold everything, and half leave a random part out so that the rest comes thick', () => {
  const histories = fc.sample(historyArbitrary(), { numRuns: 1_000, seed: 42 })
  const whole = histories.filter(
    ({ swarm }) => swarm.features.length === features.length && swarm.faultKinds.length === 5,
  )
  expect(whole.length / histories.length).toBeGreaterThan(0.4)
  expect(whole.length / histories.length).toBeLessThan(0.6)
  // A history without outside edits makes none, and one whose faults are all EIO strikes no other.
  for (const { swarm, steps } of histories) {
    const kinds = new Set(steps.map((step) => (step.type === 'fault' ? `fault ${step.kind}` : step.type)))
    if (!swarm.features.includes('outside')) expect(kinds.has('outside')).toBe(false)
    for (const kind of ['EIO', 'ENOSPC', 'kill', 'killDuring', 'powerCut'] as const)
      if (!swarm.faultKinds.includes(kind)) expect(kinds.has(`fault ${kind}`)).toBe(false)
  }
  expect(histories.some(({ swarm }) => swarm.faultKinds.length === 1)).toBe(true)
})
