// The local Content Lake proved as a storage engine is: thousands of seeded histories of the Studio's transactions,
// edits beside the lake, failed and cut-short disk operations, power cuts and restarts, each checked against what
// must hold (packages/content-lake/tests/simulation/). A failure prints one line that replays it.
import fc from 'fast-check'
import { formatDataset } from '../src/dataset-format'
import { features, historyArbitrary } from './simulation/history'
import { datasetName, draftsName, LakeWorld, seedFiles } from './simulation/lake-world'
import { checkFiles } from './simulation/oracle'
import { lockHistoryArbitrary, runLockHistory } from './simulation/lock-world'
import { journalBackAfterPowerCut } from './simulation/regressions'
import { runHistory } from './simulation/run-history'
import { simulateLake, simulationSettings, type SimulationOptions, type WorldName } from './simulation/property'

const command = 'npx jest packages/content-lake/tests/simulation.test.ts'

/** 4,000 histories of a world; a replay line's history instead, in the world the line names (LAKE_SIM_WORLD). */
function settingsFor(world: WorldName): SimulationOptions {
  const settings = simulationSettings(process.env, 4_000)
  return (settings.world ?? 'lake') === world
    ? { ...settings, world, command }
    : { world, runs: settings.runs, command }
}

it('loses nothing and never stops for good, through every history of edits, faults, crashes and restarts', async () => {
  const settings = settingsFor('lake')
  expect(await simulateLake(settings)).toBe(settings.runs)
}, 120_000)

it('gives its lock to one lake at a time and never strands it, through races of starters killed mid-takeover', async () => {
  const settings = settingsFor('lock')
  expect(await simulateLake(settings)).toBe(settings.runs)
}, 60_000)

// Found by the gate's run at 2e6d77d: lake 100 placed its journal, both folder flushes failed (after the journal and
// after its removal), and an edit beside the lake changed dataset.ndjson meanwhile. A power cut brought the journal
// back, and the next lake rightly asked a person: it cannot tell that the change never reached the edited file. The
// simulation had forgotten the journal once it was removed, and so called the question needless; it now knows a
// journal by its file, and knows it again when a power cut brings it back. The history that found it moved as the
// lake's steps changed; simulation/regressions.ts holds one that reaches the question now, under every interleaving.
// If a change to the lake moves it off, find another: make simulateLake's property throw once a history without
// violations has a person asked after a power cut, and fast-check shrinks the first it meets.
it('knows a journal a power cut brings back as the one its lake wrote', async () => {
  await fc.assert(
    fc.asyncProperty(fc.scheduler(), async (scheduler) => {
      const world = await runHistory(scheduler, journalBackAfterPowerCut)
      expect(world.violations).toEqual([])
      expect(world.personAsked).toBeGreaterThan(0)
    }),
    { numRuns: 50, seed: 20261128 },
  )
})

// Found by the gate's run at 1d49ad2: t1, an Unpublish of siteSettings whose last folder flush failed (unconfirmed), was
// whole in the files, and t10 later created siteSettings again. The oracle took t10's change for t1's own, as "t10"
// begins with "t1", and so called t1 in the files only in part. It now tells transactions apart by their ids.
it('tells a transaction from a later one whose id begins with its own', () => {
  const world = new LakeWorld(fc.sample(fc.scheduler(), { numRuns: 1, seed: 1 })[0]!)
  const settings = { _id: 'siteSettings', _type: 'siteSettings', title: 'A' }
  const others = seedFiles.dataset.filter((document) => document._id !== 'siteSettings')
  world.disk.putOutside(datasetName, formatDataset([...others, { ...settings, _rev: 't10' }]))
  world.disk.putOutside(
    draftsName,
    formatDataset([...seedFiles.drafts, { ...settings, _id: 'drafts.siteSettings', _rev: 't1' }]),
  )
  world.requests.push(
    {
      transactionId: 't1',
      invokedAt: 4,
      writingAt: 5,
      respondedAt: 6,
      outcome: 'unconfirmed',
      changes: [
        { id: 'siteSettings', after: null },
        { id: 'drafts.siteSettings', after: { ...settings, _id: 'drafts.siteSettings' } },
      ],
    },
    {
      transactionId: 't10',
      invokedAt: 19,
      writingAt: 20,
      respondedAt: 21,
      outcome: 'ok',
      changes: [{ id: 'siteSettings', after: settings }],
    },
  )
  expect(checkFiles(world)).toEqual([])
  // Without t10, siteSettings still there says t1 is in the files only in part: the check itself still holds.
  world.requests.pop()
  world.disk.putOutside(datasetName, formatDataset(seedFiles.dataset))
  expect(checkFiles(world)).toEqual(['t1 (unconfirmed) is in the files only in part: siteSettings lack it'])
})

// A replay line (LAKE_SIM_SEED, LAKE_SIM_PATH) runs the history fast-check shrank to on a fresh clone of its scheduler,
// while the run that found it ran each shrunk history on yet another clone. It replays what failed only if every clone
// runs the tasks in one order, and the world leaves no order to chance of its own. Under fast-check 4.10 each clone
// went on from the random state the last one left (fixed in 4.11), and the long run's replay lines often passed.
async function runsInOneOrder<H>(
  histories: fc.Arbitrary<H>,
  run: (scheduler: fc.Scheduler, history: H) => Promise<unknown>,
) {
  for (const [scheduler, history] of fc.sample(fc.tuple(fc.scheduler(), histories), { numRuns: 20, seed: 7 })) {
    if (!fc.hasCloneMethod(scheduler)) throw new Error('fast-check no longer clones a scheduler for each run')
    const orders: string[] = []
    for (let time = 0; time < 3; time++) {
      const clone = scheduler[fc.cloneMethod]()
      await run(clone, history)
      // Names too: a starter goes through the locks left aside in the order of their names (the disk counts them).
      orders.push(String(clone))
    }
    expect(orders[1]).toBe(orders[0])
    expect(orders[2]).toBe(orders[0])
  }
}

it('runs a history in the same order each time fast-check runs it, so that its replay line replays what failed', async () => {
  await runsInOneOrder(historyArbitrary(), runHistory)
  await runsInOneOrder(lockHistoryArbitrary(), runLockHistory)
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
