// The faults the fault-seeding run puts back (scripts/seeded-faults.ts) must each still apply: a reformat or a rename
// that moves the code past one would make that run stop, or worse, test nothing.
import { readFileSync } from 'node:fs'
import { faults } from '../scripts/seeded-faults'

it.each(faults.map((fault) => [fault.name, fault] as const))('still applies: %s', (_name, fault) => {
  const source = readFileSync(fault.file, 'utf8')
  expect(source.split(fault.find).length - 1).toBe(1)
  expect(fault.replace).not.toBe(fault.find)
})
