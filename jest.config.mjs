// Jest: unit tests of the content pipeline and the static server (node) and components (jsdom), compiled by next/jest's SWC.
import nextJest from 'next/jest.js'

const createJestConfig = nextJest({ dir: './' })

const shared = {
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^server-only$': '<rootDir>/tests/unit/server-only-stub.ts',
  },
}

export default async function config() {
  const node = await createJestConfig({ ...shared, displayName: 'content', testEnvironment: 'node', testMatch: ['<rootDir>/tests/unit/content/**/*.test.ts'] })()
  const server = await createJestConfig({ ...shared, displayName: 'server', testEnvironment: 'node', testMatch: ['<rootDir>/tests/unit/server/**/*.test.ts'] })()
  const dom = await createJestConfig({
    ...shared,
    displayName: 'components',
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/tests/unit/components/**/*.test.tsx'],
    setupFilesAfterEnv: ['<rootDir>/tests/unit/jest.setup.ts'],
  })()
  return { projects: [node, server, dom] }
}
