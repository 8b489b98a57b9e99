// A history that reaches a question the simulation's oracle once got wrong, kept whole for simulation.test.ts to run
// under many interleavings of its disk operations. Any change to the lake's steps can move a history off what it
// reached: the test then fails saying so, and a new one is found as this one was (simulation.test.ts says how).
import type { History } from './history'

/**
 * A lake leaves its undo journal, a power cut brings it back, and a person is rightly asked to choose between edits.
 * Found on 2026-11-28 by fast-check, shrinking toward "a person was asked, after a power cut" (seed 7).
 */
export const journalBackAfterPowerCut: History = {
  swarm: {
    features: ['outside', 'crash', 'restart', 'other'],
    faultKinds: ['kill'],
    operations: ['writeNew', 'remove', 'syncFolder'],
  },
  steps: [
    { type: 'studio', studio: { kind: 'unpublish', id: 'benefit.fast', title: 'A' }, advance: 0 },
    { type: 'restart', twice: false, advance: 2 },
    { type: 'restart', twice: false, advance: 1 },
    { type: 'studio', studio: { kind: 'patchByQuery', filter: '*[_type == "service"]', title: 'A' }, advance: 0 },
    { type: 'restart', twice: false, advance: 0 },
    { type: 'studio', studio: { kind: 'create', id: 'service.web', title: 'A' }, advance: 0 },
    { type: 'fault', kind: 'kill', on: 'writeNew', countdown: 4, keep: 0, advance: 1 },
    { type: 'fault', kind: 'kill', on: 'syncFolder', countdown: 8, keep: 9.078964291743644e-91, advance: 2 },
    { type: 'studio', studio: { kind: 'edit', id: 'service.web', title: 'A' }, advance: 2 },
    { type: 'watch', advance: 1 },
    { type: 'studio', studio: { kind: 'patchByQuery', filter: '*[title == "A"]', title: 'B' }, advance: 3 },
    { type: 'outside', outside: { kind: 'conflict' }, advance: 1 },
    { type: 'studio', studio: { kind: 'patchByQuery', filter: '*[title == "A"]', title: 'B' }, advance: 1 },
    { type: 'crash', kind: 'powerCut', keep: 0, advance: 0 },
    { type: 'fault', kind: 'kill', countdown: 1, keep: 0, advance: 0 },
    { type: 'restart', twice: false, advance: 0 },
  ],
  endsWithPowerCut: false,
  keep: 0,
  writesInPlace: false,
}
