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

// Found by the gate's run at 2e6d77d: lake 100 placed its journal, both folder flushes failed (after the journal and
// after its removal), and an edit beside the lake changed dataset.ndjson meanwhile. A power cut brought the journal
// back, and the next lake rightly asked a person: it cannot tell that the change never reached the edited file. The
// simulation had forgotten the journal once it was removed, and so called the question needless; it now knows a
// journal by its file, and knows it again when a power cut brings it back.
it('knows a journal a power cut brings back as the one its lake wrote', async () => {
  await expect(
    simulateLake({
      runs: 4_000,
      seed: 1215908514,
      path: '2942:15:5:5:9:12:12:12:12:15:15:15:14:16:16:22:23:19:19:23:21:21:22:22:24:24:25:23:22:24:24:25:23:24:24:25:25:25:25',
      command: 'npx jest packages/content-lake/tests/simulation.test.ts',
    }),
  ).resolves.toBe(1)
})

// Found by the gate's run at 1d49ad2: t1, an Unpublish of siteSettings whose last folder flush failed (unconfirmed), was
// whole in the files, and t10 later created siteSettings again. The oracle took t10's change for t1's own, as "t10"
// begins with "t1", and so called t1 in the files only in part. It now tells transactions apart by their ids.
it('tells a transaction from a later one whose id begins with its own', async () => {
  await expect(
    simulateLake({
      runs: 4_000,
      seed: -1561927885,
      path: '2821:17:4:10:12:12:11:11:15:15:20:21:20:25:25:25:25:26:30:41:41:41:39:39:39:40:45:45:48:49:45:50:50:50:58:54:58:34:40:40:43:43:43:46:46:48:46:46:46:46:46:48:48:48:50:50:50:52:52:51:51:51:51:51:51:51:51:51:51:51:51:51:51',
      command: 'npx jest packages/content-lake/tests/simulation.test.ts',
    }),
  ).resolves.toBe(1)
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
