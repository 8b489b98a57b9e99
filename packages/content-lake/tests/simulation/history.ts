// What a simulated history is made of, and the fast-check arbitraries that make them: the Studio's transactions,
// outside edits, faults, crashes and restarts, each followed by a number of disk operations the scheduler lets run.
import fc from 'fast-check'
import type { FaultKind, OperationName } from './sim-disk'

/** Published ids the histories use: the seed's, one new of a known type, one of a type the lake has never seen. */
export const publishedIds = [
  'service.web',
  'service.cloud',
  'benefit.fast',
  'siteSettings',
  'service.new',
  'faq.pulled',
] as const
/** Ids that never belong in the dataset file: a private one (the Site tool's), a system one (the preview's secret). */
export const otherIds = ['siteDeployHook.settings', 'sanity-preview-url-secret.b'] as const
export const titles = ['A', 'B', 'C'] as const

const publishedId = fc.constantFrom(...publishedIds)
const title = fc.constantFrom(...titles)

export type StudioStep =
  | { kind: 'edit' | 'publish' | 'unpublish' | 'discard' | 'delete'; id: string; title: string }
  | { kind: 'create'; id: string; title: string }
  | { kind: 'patchByQuery' | 'deleteByQuery'; filter: string; title: string }

export type OutsideStep =
  | { kind: 'pull'; id: string; title: string; revision: 'new' | 'kept' | 'none' }
  | { kind: 'remove'; id: string }
  | { kind: 'draftEdit'; id: string; title: string }
  | { kind: 'conflict' | 'resolve' | 'empty' | 'duplicate' | 'unduplicate' | 'stray' | 'rewrite' }
  | { kind: 'checkout'; back: number }

export type Step =
  | { type: 'studio'; studio: StudioStep }
  | { type: 'outside'; outside: OutsideStep }
  | { type: 'fault'; kind: FaultKind; on?: OperationName; countdown: number; keep: number; times?: number }
  | { type: 'crash'; kind: 'kill' | 'powerCut'; keep: number }
  | { type: 'restart'; twice: boolean }
  /** The lake killed, then a starter for each entry at once, killed as it comes to its n-th disk step if one is given. */
  | { type: 'race'; killedAt: (number | undefined)[] }
  | { type: 'secondLake' | 'reusePid' | 'watch' }

/** A step and how many disk operations run after it, before the next step. */
export type TimedStep = Step & { advance: number }

export interface History {
  /** What this history may hold besides transactions and faults, and which faults: all of it, or a swarm's part. */
  swarm: Swarm
  steps: TimedStep[]
  /** Whether the history ends with a power cut before the last restart, and how much of what was not flushed it keeps. */
  endsWithPowerCut: boolean
  keep: number
  /**
   * Whether the outside editor writes a file in place, as Node's writeFile and some editors do: it empties the file,
   * then fills it a moment later, so a reader in between sees it empty. Otherwise it renames a whole file over, as git.
   */
  writesInPlace: boolean
  /**
   * How many of the scheduler's turns such a write takes to fill the file it emptied, at most: a lake's start reads
   * several files first, so a write that fills at its first turn is almost never read empty. A history kept from
   * before it was drawn (regressions.ts) has none, and takes 1.
   */
  fillTurns?: number
}

const studio: fc.Arbitrary<StudioStep> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('edit' as const), id: publishedId, title }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constantFrom('publish' as const, 'unpublish' as const, 'discard' as const, 'delete' as const),
      id: publishedId,
      title,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('create' as const),
      id: fc.constantFrom(...publishedIds, ...otherIds, 'drafts.service.new'),
      title,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constantFrom('patchByQuery' as const, 'deleteByQuery' as const),
      filter: fc.constantFrom('*[_type == "service"]', '*[_id in path("drafts.**")]', '*[title == "A"]'),
      title,
    }),
  },
)

const outside: fc.Arbitrary<OutsideStep> = fc.oneof(
  // A pull gives the document a new revision; a hand edit keeps the old one, or writes none at all.
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('pull' as const),
      id: publishedId,
      title,
      revision: fc.constantFrom('new' as const, 'new' as const, 'kept' as const, 'none' as const),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('remove' as const), id: publishedId }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('draftEdit' as const), id: publishedId, title }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constantFrom(
        'conflict' as const,
        'resolve' as const,
        'empty' as const,
        'duplicate' as const,
        'unduplicate' as const,
        'stray' as const,
        'rewrite' as const,
      ),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('checkout' as const), back: fc.integer({ min: 1, max: 4 }) }) },
)

const operationNames: OperationName[] = ['writeNew', 'sync', 'replace', 'link', 'remove', 'syncFolder']
const faultKinds: FaultKind[] = ['EIO', 'ENOSPC', 'kill', 'killDuring', 'powerCut']
const keep = fc.double({ min: 0, max: 1, noNaN: true })

/** The kinds of step a history may hold besides the Studio's transactions and faults (see `historyArbitrary`). */
export const features = ['outside', 'crash', 'restart', 'other'] as const
type Feature = (typeof features)[number]

export interface Swarm {
  features: Feature[]
  faultKinds: FaultKind[]
  operations: OperationName[]
}

function stepOf({ features: enabled, faultKinds: kinds, operations }: Swarm): fc.Arbitrary<Step> {
  const fault: fc.WeightedArbitrary<Step> = {
    weight: 3,
    arbitrary: fc.record(
      {
        type: fc.constant('fault' as const),
        kind: fc.constantFrom(...kinds),
        on: fc.option(fc.constantFrom(...operations), { nil: undefined }),
        countdown: fc.integer({ min: 1, max: 10 }),
        keep,
        // A failing disk often fails again at once: the clean-up after the first failure fails too, step after step.
        times: fc.oneof(fc.constant(1), fc.integer({ min: 3, max: 8 })),
      },
      { requiredKeys: ['type', 'kind', 'countdown', 'keep', 'times'] },
    ),
  }
  const candidates: Record<Feature, fc.WeightedArbitrary<Step>> = {
    outside: { weight: 4, arbitrary: fc.record({ type: fc.constant('outside' as const), outside }) },
    crash: {
      weight: 1,
      arbitrary: fc.record({
        type: fc.constant('crash' as const),
        kind: fc.constantFrom('kill' as const, 'powerCut' as const),
        keep,
      }),
    },
    // Twice: two starters at once (two terminals), of which exactly one may serve.
    // A race: takeovers of a killed lake's lock that others come between, a starter killed in the middle of one.
    restart: {
      weight: 3,
      arbitrary: fc.oneof(
        { weight: 2, arbitrary: fc.record({ type: fc.constant('restart' as const), twice: fc.boolean() }) },
        {
          weight: 1,
          arbitrary: fc.record({
            type: fc.constant('race' as const),
            killedAt: fc.array(fc.option(fc.integer({ min: 1, max: 12 }), { nil: undefined }), {
              minLength: 2,
              maxLength: 3,
            }),
          }),
        },
      ),
    },
    other: {
      weight: 2,
      arbitrary: fc.record({ type: fc.constantFrom('secondLake' as const, 'reusePid' as const, 'watch' as const) }),
    },
  }
  return fc.oneof(
    { weight: 8, arbitrary: fc.record({ type: fc.constant('studio' as const), studio }) },
    fault,
    ...enabled.map((feature) => candidates[feature]),
  )
}

/**
 * Half of the histories hold everything, thinly mixed; the other half are made by swarm testing (Groce et al., 2012):
 * each leaves out a random part of what it could hold (kinds of step besides transactions and faults, kinds of fault,
 * the disk operations a fault may strike), so that what it keeps comes thick. The swarm half reaches faults that need
 * two failures of one kind in a row (reports/lake-sim-faults.md).
 */
export const historyArbitrary = (maxSteps = 32): fc.Arbitrary<History> =>
  fc
    .oneof(
      fc.constant<Swarm>({ features: [...features], faultKinds, operations: operationNames }),
      fc.record({
        features: fc.subarray([...features]),
        faultKinds: fc.subarray(faultKinds, { minLength: 1 }),
        operations: fc.subarray(operationNames, { minLength: 1 }),
      }),
    )
    .chain((swarm) =>
      fc.record({
        swarm: fc.constant(swarm),
        steps: fc.array(
          stepOf(swarm).chain((chosen) => fc.integer({ min: 0, max: 12 }).map((advance) => ({ ...chosen, advance }))),
          { minLength: 3, maxLength: maxSteps, size: 'max' },
        ),
        endsWithPowerCut: fc.boolean(),
        keep,
        writesInPlace: fc.boolean(),
        fillTurns: fc.integer({ min: 1, max: 12 }),
      }),
    )

const ordinal = (n: number) =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`

/** A history in one line, for a report: each step, and `+n` for the disk operations let run after it. */
export function historyInOneLine({ steps, endsWithPowerCut, writesInPlace, fillTurns = 1 }: History): string {
  const step = (each: TimedStep): string => {
    switch (each.type) {
      case 'studio': {
        const { kind, ...rest } = each.studio
        return `${kind}(${'id' in rest ? rest.id : rest.filter})`
      }
      case 'outside': {
        const { kind, ...rest } = each.outside
        return `outside ${kind}${'id' in rest ? `(${rest.id}${'revision' in rest ? `, ${rest.revision} _rev` : ''})` : ''}`
      }
      case 'fault': {
        const again = (each.kind === 'EIO' || each.kind === 'ENOSPC') && (each.times ?? 1) > 1
        return `${each.kind} at the ${ordinal(each.countdown)} ${each.on ?? 'disk step'}${again ? `, ${each.times} in a row` : ''}`
      }
      case 'crash':
        return each.kind === 'kill' ? 'kill' : 'power cut'
      case 'restart':
        return each.twice ? 'two restarts at once' : 'restart'
      case 'race':
        return `kill, then ${each.killedAt.length} starters at once (${each.killedAt.map((at) => (at === undefined ? 'never killed' : `killed at its ${ordinal(at)} disk step`)).join(', ')})`
      default:
        return each.type
    }
  }
  const line = [
    ...steps.map((each) => `${step(each)}${each.advance ? ` +${each.advance}` : ''}`),
    ...(endsWithPowerCut ? ['power cut'] : []),
  ].join(' → ')
  return writesInPlace
    ? `${line} (outside edits written in place, in ${fillTurns} turn${fillTurns === 1 ? '' : 's'})`
    : line
}
