// Jest for StrykerJS (stryker.config.mjs): the unit suite's node project as one plain config, loaded inside Stryker's
// sandbox so `@/` resolves to the mutated copy. Plain, because Stryker's per-test coverage swaps the top-level test
// environment, which Jest ignores inside `projects`; the jsdom project tests components, which are not mutated.
import { pipelineProject, suiteSettings } from './jest.config.mjs'

export default async function config() {
  return { ...suiteSettings, ...(await pipelineProject()) }
}
