// The mutants StrykerJS leaves alive that no test can kill, because nothing anyone can observe changes, each with the
// reason (npm run test:mutation; docs/testing.md#mutation-testing). Found again by file, mutator, replacement and a
// the code the mutant starts at, so the list survives code moving; an entry nothing matches fails the run.
import type { EquivalentMutant } from '@/lib/gate/mutation-report'

export const equivalentMutants: EquivalentMutant[] = []
