// Jest: unit tests of the pipeline stages (node, *.test.ts) and components (jsdom, *.test.tsx), compiled by next/jest's SWC.
import nextJest from 'next/jest.js'

const createJestConfig = nextJest({ dir: './' })

const shared = {
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  // StrykerJS's sandboxes (npm run test:mutation) are copies of the project: not a second set of modules and tests.
  modulePathIgnorePatterns: ['<rootDir>/.stryker-tmp/'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // Unit tests see the export's side of the mode switch, as tsc does (tsconfig paths).
    '^@site-mode/(.*)$': '<rootDir>/lib/site-mode/$1',
    '^server-only$': '<rootDir>/tests/unit/server-only-stub.ts',
  },
}

/** The node project: the pipeline's stages, the servers, the lake, the Studio's logic (also what Stryker runs). */
export const pipelineProject = () =>
  createJestConfig({
    ...shared,
    displayName: 'pipeline',
    testEnvironment: 'node',
    testMatch: ['<rootDir>/tests/unit/**/*.test.ts', '<rootDir>/packages/*/tests/**/*.test.ts'],
  })()

// Every core: Jest's default leaves one free, which on a 2-core machine runs the suites one at a time.
// A limit a busy core cannot reach: Jest's default of 5 s failed a lake test doing 20 writes of 200 KB while the build
// shared the cores (a CI run on a slow host). A passing test never waits for it; a hung one still fails.
// A worker that is told to stop gets 5 s, not Jest's 500 ms, before it is killed with "A worker process has failed to
// exit gracefully": with both cores busy (npm test runs the build beside Jest) the workers needed longer to wind down
// (the warning in 2 of 2 runs beside two busy loops, none with 5 s; none at 500 ms on an idle machine, and
// --detectOpenHandles finds no handle). A test that leaks a handle still gets the warning, 5 s later.
export const suiteSettings = { maxWorkers: '100%', testTimeout: 60_000, workerGracefulExitTimeout: 5_000 }

export default async function config() {
  const node = await pipelineProject()
  const dom = await createJestConfig({
    ...shared,
    displayName: 'components',
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/tests/unit/components/**/*.test.tsx'],
    setupFilesAfterEnv: ['<rootDir>/tests/unit/jest.setup.ts'],
  })()
  return { ...suiteSettings, projects: [node, dom] }
}
