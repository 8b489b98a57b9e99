// Runs one history in a simulated world: each step, then as many disk operations as it lets run; at the end the lake
// is brought back as a person would (after a power cut, if the history says so) and the files are checked.
import type { Scheduler } from 'fast-check'
import { formatDataset, type RawDocument } from '../../src/dataset-format'
import { draftIdOf } from '../../src/document-ids'
import type { History, OutsideStep, Step, StudioStep } from './history'
import { checkFiles, checkMemory } from './oracle'
import { datasetName, draftsName, journalName, LakeWorld, parseFile } from './lake-world'

const typeOf = (id: string) =>
  id.startsWith('sanity-preview-url-secret.')
    ? 'sanity.previewUrlSecret'
    : id.includes('.')
      ? id.slice(0, id.indexOf('.'))
      : id

function sendStudio(world: LakeWorld, step: StudioStep): void {
  if (step.kind === 'patchByQuery' || step.kind === 'deleteByQuery') {
    const mutation =
      step.kind === 'patchByQuery'
        ? { patch: { query: step.filter, set: { title: step.title } } }
        : { delete: { query: step.filter } }
    return world.sendMutations([mutation])
  }
  if (step.kind === 'create') {
    if (step.id.startsWith('drafts.')) {
      const publishedId = step.id.slice('drafts.'.length)
      return world.sendActions([
        {
          actionType: 'sanity.action.document.create',
          publishedId,
          attributes: { _type: typeOf(publishedId), title: step.title },
        },
      ])
    }
    return world.sendMutations([{ createOrReplace: { _id: step.id, _type: typeOf(step.id), title: step.title } }])
  }
  const { id } = step as Extract<StudioStep, { id: string }>
  const ids = { draftId: draftIdOf(id), publishedId: id }
  const action = {
    edit: { actionType: 'sanity.action.document.edit', ...ids, patch: { set: { title: step.title } } },
    publish: { actionType: 'sanity.action.document.publish', ...ids },
    unpublish: { actionType: 'sanity.action.document.unpublish', ...ids },
    discard: { actionType: 'sanity.action.document.discard', draftId: ids.draftId },
    delete: { actionType: 'sanity.action.document.delete', publishedId: id, includeDrafts: [ids.draftId] },
  }[step.kind]
  world.sendActions([action])
}

/** An edit beside the lake that leaves a file it cannot read (a conflict, a duplicate), and what repairs it. */
interface Breakage {
  repair: () => void
}

/** Edits made beside the lake, on whole files, as git and editors make them. */
class OutsideEditor {
  private broken?: Breakage
  private pulls = 0

  constructor(
    private readonly world: LakeWorld,
    private readonly inPlace: boolean,
  ) {}

  private documents(name: string): RawDocument[] | undefined {
    try {
      return parseFile(this.world.disk.read(name))
    } catch {
      return undefined
    }
  }

  private write(name: string, documents: RawDocument[]): void {
    const text = name === draftsName && documents.length === 0 ? null : formatDataset(documents)
    this.world.editOutside(name, text, this.inPlace)
  }

  /**
   * Leaves a file broken until `repair`: then it holds `repairedText()`, and `repaired`, if any, is the one document
   * the repair chose a value for (the lake may have written the files meanwhile, which is not this edit's).
   */
  private breakWith(name: string, text: string, repairedText: () => string | null, repaired?: RawDocument): void {
    this.world.disk.putOutside(name, text)
    this.world.brokenOutside = true
    this.broken = {
      repair: () => {
        this.world.disk.putOutside(name, repairedText())
        if (repaired) this.world.outside.push({ at: this.world.now, changes: new Map([[repaired._id, repaired]]) })
        this.broken = undefined
        this.world.brokenOutside = false
      },
    }
  }

  get isBroken(): boolean {
    return this.broken !== undefined
  }

  repair(): void {
    // A person's repair is an outside program too: it begins once the last one has written its file.
    this.world.fillWriters()
    this.broken?.repair()
  }

  edit(step: OutsideStep): void {
    const { world } = this
    // One outside program at a time: the next begins once the last has written its file.
    world.fillWriters()
    if (step.kind === 'resolve' || step.kind === 'unduplicate') return this.repair()
    if (this.broken) return
    const dataset = this.documents(datasetName)
    const drafts = this.documents(draftsName)
    if (!dataset || !drafts) return
    switch (step.kind) {
      case 'pull': {
        if (drafts.some((document) => document._id === step.id)) return
        const existing = dataset.find((document) => document._id === step.id)
        const revision = step.revision === 'new' || !existing ? `pulled-${++this.pulls}` : (existing._rev as string)
        const pulled: RawDocument = {
          ...(existing ?? { _id: step.id, _type: typeOf(step.id) }),
          title: `${step.title} (pulled)`,
          _rev: revision,
        }
        if (step.revision === 'none') delete pulled._rev
        return this.write(datasetName, [...dataset.filter((document) => document._id !== step.id), pulled])
      }
      case 'remove':
        return this.write(
          datasetName,
          dataset.filter((document) => document._id !== step.id),
        )
      case 'draftEdit': {
        const id = draftIdOf(step.id)
        if (dataset.some((document) => document._id === id)) return
        const existing = drafts.find((document) => document._id === id)
        const edited = {
          ...(existing ?? { _id: id, _type: typeOf(step.id) }),
          title: `${step.title} (edited)`,
          _rev: `edited-${++this.pulls}`,
        }
        return this.write(draftsName, [...drafts.filter((document) => document._id !== id), edited])
      }
      case 'empty':
        return this.write(datasetName, [])
      case 'stray':
        if ([...dataset, ...drafts].some((document) => document._id === 'siteBuildReport.latest')) return
        return this.write(datasetName, [
          ...dataset,
          {
            _id: 'siteBuildReport.latest',
            _type: 'siteBuildReport',
            _rev: `stray-${++this.pulls}`,
            outcome: 'success',
          },
        ])
      case 'rewrite': {
        // The same text in a new file, as an editor saves unchanged, `git stash && git stash pop` or a formatter
        // leaves it: what the file holds is what the person means, whoever wrote it first.
        const text = world.disk.read(datasetName)
        if (text === null) return
        return world.editOutside(datasetName, text, this.inPlace, { reasserted: true })
      }
      case 'checkout': {
        const earlier = world.datasetHistory[world.datasetHistory.length - 1 - step.back]
        if (earlier === undefined) return
        const documents = parseFile(earlier).filter((document) => !drafts.some((draft) => draft._id === document._id))
        return this.write(datasetName, documents)
      }
      case 'conflict': {
        const [first, ...rest] = dataset
        if (!first) return
        const ours = { ...first, title: 'Ours', _rev: `ours-${++this.pulls}` }
        const theirs = { ...first, title: 'Theirs', _rev: `theirs-${this.pulls}` }
        const text = `<<<<<<< HEAD\n${JSON.stringify(ours)}\n=======\n${JSON.stringify(theirs)}\n>>>>>>> their-branch\n${formatDataset(rest)}`
        // Resolved as a person would: their line kept, the markers gone.
        return this.breakWith(datasetName, text, () => formatDataset([theirs, ...rest]), theirs)
      }
      case 'duplicate': {
        const [first] = dataset
        if (!first) return
        // A copy changed on the way (a line copied by hand, then edited), so that which copy is meant matters. Repaired by
        // removing it: the document keeps whatever it has become in the dataset file.
        const copy = { ...first, title: 'Copied by hand', _rev: `copied-${++this.pulls}` }
        return this.breakWith(
          draftsName,
          formatDataset([...drafts, copy]),
          () => this.world.disk.read(draftsName)!.replace(`${JSON.stringify(copy)}\n`, '') || null,
        )
      }
    }
  }
}

async function advance(scheduler: Scheduler, steps: number): Promise<void> {
  for (let step = 0; step < steps && scheduler.count() > 0; step++) await scheduler.waitNext(1)
}

/** Starts a lake (two at once, `twice`); if it refuses, does what its sentence asks (as a person would) and tries again. */
async function bringBack(world: LakeWorld, editor: OutsideEditor, twice = false): Promise<void> {
  for (let attempt = 0; attempt < 4 && !world.serving; attempt++) {
    const outcomes = await world.scheduler.waitFor(
      Promise.all(twice && attempt === 0 ? [world.startLake(), world.startLake()] : [world.startLake()]),
    )
    const outcome = outcomes.includes('served') ? 'served' : outcomes.includes('refused') ? 'refused' : 'ended'
    if (outcome === 'served') {
      checkStarted(world)
      // Not while a conflict or a copy made beside the lake is unrepaired: what it meant is not recorded until then.
      if (!world.brokenOutside)
        world.violations.push(...checkFiles(world).map((problem) => `after a restart: ${problem}`))
      return
    }
    if (outcome !== 'refused') continue
    editor.repair()
    if (world.disk.read(journalName) !== null) {
      // "Keep the files as they are by deleting the journal": the person chose the files as they are.
      world.disk.putOutside(journalName, null)
      world.acceptDisk()
    }
  }
}

/**
 * A lake that has just started shows what its files hold once the outside program that was writing one has finished:
 * a file read while a program empties it to fill it in place is not the file. By content: a document written without a
 * revision is given one, which may not be saved yet. (Not while an edit beside the lake is unrepaired.)
 */
function checkStarted(world: LakeWorld): void {
  world.fillWriters()
  if (!world.brokenOutside)
    world.violations.push(...checkMemory(world, { byContent: true }).map((problem) => `just after a start: ${problem}`))
}

async function runStep(world: LakeWorld, editor: OutsideEditor, step: Step): Promise<void> {
  switch (step.type) {
    case 'studio':
      return sendStudio(world, step.studio)
    case 'outside':
      return editor.edit(step.outside)
    case 'fault':
      world.keep = step.keep
      world.disk.faults.push({ kind: step.kind, on: step.on, countdown: step.countdown, times: step.times })
      return
    case 'crash':
      world.keep = step.keep
      if (world.serving) world.end(world.serving.process, step.kind)
      return
    case 'restart':
      if (!world.serving) await bringBack(world, editor, step.twice)
      return
    case 'race': {
      if (world.serving) world.end(world.serving.process, 'kill')
      const outcomes = await world.scheduler.waitFor(Promise.all(step.killedAt.map((at) => world.startLake(at))))
      if (outcomes.includes('served') && world.serving) checkStarted(world)
      return
    }
    case 'secondLake':
      // Beside a live lake it must be refused; after a dead one it takes over.
      if ((await world.scheduler.waitFor(world.startLake())) === 'served') checkStarted(world)
      return
    case 'reusePid':
      return world.reuseNextPid()
    case 'watch':
      void world.serving?.store.applyOutsideEdits().catch(() => undefined)
      return
  }
}

export async function runHistory(scheduler: Scheduler, history: History): Promise<LakeWorld> {
  const world = new LakeWorld(scheduler)
  world.fillTurns = history.fillTurns ?? 1
  const editor = new OutsideEditor(world, history.writesInPlace)
  await bringBack(world, editor)
  for (const step of history.steps) {
    await runStep(world, editor, step)
    await advance(scheduler, step.advance)
  }
  await scheduler.waitIdle()
  world.disk.faults.length = 0
  if (history.endsWithPowerCut && world.serving) {
    world.keep = history.keep
    world.end(world.serving.process, 'powerCut')
  }
  editor.repair()
  if (world.serving && world.disk.read(journalName) !== null) {
    // The lake asked a person to choose (a file edited while it put a change back): they keep the files as they are.
    await scheduler.waitFor(world.serving.store.applyOutsideEdits())
    if (world.disk.read(journalName) !== null) {
      world.personAsked++
      if (!world.personNeeded(world.serving.process.pid))
        world.violations.push('the lake asked a person to choose between edits when none reached a file it wrote')
      world.disk.putOutside(journalName, null)
      world.acceptDisk()
    }
  }
  if (!world.serving) await bringBack(world, editor)
  if (!world.serving) {
    world.violations.push('the lake did not start again, even after doing what it asked')
    return world
  }
  await scheduler.waitFor(world.serving.store.applyOutsideEdits())
  await scheduler.waitIdle()
  world.violations.push(...checkFiles(world), ...checkMemory(world))
  // Once every problem is resolved, the lake takes changes again: a lake that stays stopped is worse than none.
  const last = world.requests.length
  world.sendMutations([{ createOrReplace: { _id: 'service.after', _type: 'service', title: 'After it all' } }])
  await scheduler.waitIdle()
  const final = world.requests[last]
  if (final && final.outcome !== 'ok')
    world.violations.push(
      `after every problem was resolved, the lake still refuses a change: ${final.answer ?? final.outcome}`,
    )
  await scheduler.waitFor(world.serving.files.close())
  if (world.disk.read('dataset.ndjson.lock') !== null)
    world.violations.push('the lake left its lock behind when it closed')
  return world
}
