// The local Content Lake proved as a storage engine is: thousands of seeded histories of the Studio's transactions,
// edits beside the lake, failed and cut-short disk operations, power cuts and restarts, each checked against what
// must hold (packages/content-lake/tests/simulation/). A failure prints one line that replays it.
import { simulateLake, simulationSettings } from './simulation/property'

it('loses nothing and never stops for good, through every history of edits, faults, crashes and restarts', async () => {
  const settings = simulationSettings(process.env, 4_000)
  const ran = await simulateLake({ ...settings, command: 'npx jest packages/content-lake/tests/simulation.test.ts' })
  expect(ran).toBe(settings.runs)
}, 120_000)
