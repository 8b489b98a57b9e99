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
