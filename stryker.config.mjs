// StrykerJS for npm run test:mutation, which names the folders to mutate (scripts/mutation-test.ts) and writes the report.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  testRunner: 'jest',
  // The unit suite's node project, loaded inside each sandbox (see that file for why it is a file of its own).
  jest: { configFile: 'jest.mutation.config.mjs' },
  // Jest runs the ESM packages (groq-js, @sanity/client) as modules, as npm run test:unit does.
  testRunnerNodeArgs: ['--experimental-vm-modules', '--disable-warning=ExperimentalWarning'],
  // Each mutant runs only the tests that reach it.
  coverageAnalysis: 'perTest',
  // Two test runners: the runs are long and CPU-bound, and the machines (ours, GitHub's) have few cores.
  concurrency: 2,
  // A mutant whose tests run 10 s past their usual time counts as timed out, which Stryker scores as detected: on a
  // busy machine its default of 5 s let a few slow runs pass for timeouts (7 in one run of tools/headers, 2 in the next).
  timeoutMS: 10_000,
  // live-survivors names each mutant left alive as soon as it is found (tools/gate/stryker-live-survivors.ts).
  plugins: ['@stryker-mutator/*', './tools/gate/stryker-live-survivors.ts'],
  reporters: ['clear-text', 'progress', 'json', 'html', 'live-survivors'],
  // The sandbox is a copy of the project (node_modules linked): never builds, exports or test evidence.
  ignorePatterns: [
    'out',
    'out.*',
    '.builds',
    '.local-site',
    '.local-site.*',
    '.next-preview',
    '.next-export',
    '.content',
    'studio/dist',
    'studio/.sanity',
    'test-results',
    'playwright-report',
    '.perf',
    '.wrangler',
    '.test-builds',
    'reports',
  ],
}

export default config
