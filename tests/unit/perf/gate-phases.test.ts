// Where the gate's work goes: the steps of npm test, each with the CPU time the machine spent while it ran.
import { busyAt, phasesOf, phaseStart } from '@/tools/perf/gate-phases'

const samples = [
  { at: 0, coreSeconds: 100 },
  { at: 10, coreSeconds: 120 },
  { at: 20, coreSeconds: 125 },
  { at: 30, coreSeconds: 145 },
]

it("knows npm's own line that starts a script, and no labelled or quoted line", () => {
  expect(phaseStart('> northbeam-site@1.0.0 test:e2e')).toBe('test:e2e')
  expect(phaseStart('> northbeam-site@1.0.0 test')).toBe('test')
  // The line after it, with the command, and the same line from a script run side by side (run-p's label).
  expect(phaseStart('> playwright test --config playwright.studio.config.ts')).toBeUndefined()
  expect(phaseStart('[check] > northbeam-site@1.0.0 lint')).toBeUndefined()
  expect(phaseStart('  ✓ 12 tests/e2e/home.spec.ts › the home page')).toBeUndefined()
})

it('reads the busy time between two samples on the line between them, and not past the first or last', () => {
  expect(busyAt(samples, 5)).toBe(110)
  expect(busyAt(samples, 20)).toBe(125)
  expect(busyAt(samples, 25)).toBe(135)
  expect(busyAt(samples, -1)).toBe(100)
  expect(busyAt(samples, 40)).toBe(145)
  expect(() => busyAt([], 1)).toThrow('no CPU samples were taken')
})

it('gives each step the time and work up to the next step, the last up to the end, and leaves out a step that only starts others', () => {
  const lines = [
    { at: 0, text: '> northbeam-site@1.0.0 test' },
    { at: 2, text: '[check] > northbeam-site@1.0.0 lint' },
    { at: 10, text: '> northbeam-site@1.0.0 test:export' },
    { at: 10.2, text: '> northbeam-site@1.0.0 test:e2e' },
    { at: 15, text: '  ✓ 1 a test' },
    { at: 20, text: '> northbeam-site@1.0.0 test:studio' },
  ]
  expect(phasesOf(lines, samples, 30)).toEqual([
    { name: 'test', seconds: 10, coreSeconds: 20 },
    { name: 'test:e2e', seconds: expect.closeTo(9.8, 5), coreSeconds: expect.closeTo(4.9, 5) },
    { name: 'test:studio', seconds: 10, coreSeconds: 20 },
  ])
})
