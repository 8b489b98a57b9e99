// The mutants StrykerJS leaves alive that no test can kill, because nothing anyone can observe changes, each with the
// reason (npm run test:mutation; docs/testing.md#mutation-testing). Found again by file, mutator, replacement and
// the code the mutant starts at, so the list survives code moving; an entry nothing matches fails the run.
import type { EquivalentMutant } from '@/lib/gate/mutation-report'

export const equivalentMutants: EquivalentMutant[] = [
  {
    file: 'lib/security/content-security-policy.ts',
    mutator: 'StringLiteral',
    replacement: '""',
    at: "'report-uri'",
    reason: 'the policy has no report-uri directive: the entry guards against adding one to the meta policy',
  },
  {
    file: 'lib/security/content-security-policy.ts',
    mutator: 'StringLiteral',
    replacement: '""',
    at: "'sandbox'",
    reason: 'the policy has no sandbox directive: the entry guards against adding one to the meta policy',
  },
  {
    file: 'lib/security/headers.ts',
    mutator: 'MethodExpression',
    replacement: 'line',
    at: "line.trim() === ''",
    reason: 'a line of spaces then reads as a header line without a colon, which is skipped all the same',
  },
  {
    file: 'lib/security/headers.ts',
    mutator: 'EqualityOperator',
    replacement: 'separator >= 0',
    at: 'separator > 0',
    reason: 'a header line starts with a space or tab, so its colon is never at index 0',
  },
  {
    file: 'lib/site-status/live-build.ts',
    mutator: 'ConditionalExpression',
    replacement: 'false',
    at: "record.source.kind !== 'sanity'",
    reason: 'a dataset-file source has no projectId, so the project check that follows refuses it all the same',
  },
  {
    file: 'lib/site-status/live-build.ts',
    mutator: 'ArrowFunction',
    replacement: '() => undefined',
    at: "() => '')",
    reason: 'a 503 body that cannot be read and an empty one both parse to no local build state',
  },
  {
    file: 'lib/site-status/live-build.ts',
    mutator: 'StringLiteral',
    replacement: '"Stryker was here!"',
    at: "'')",
    reason: 'any text that is not the local state parses to no local build state, as the empty body does',
  },
  {
    file: 'studio/plugins/site-status/document-badge.ts',
    mutator: 'ConditionalExpression',
    replacement: 'false',
    at: '!document',
    reason: 'compareWithLive returns a status for each document it is given, so there always is one: the guard is for the type checker',
  },
  {
    file: 'lib/site-status/build-report.ts',
    mutator: 'Regex',
    replacement: '/The (content|dataset file|Sanity query)\\b.*:$/',
    at: '/^The (content',
    reason: 'the log the deploy keeps (npm run build 2>&1) never prefixes its lines, so a heading always starts its line',
  },
  {
    file: 'lib/site-status/build-report.ts',
    mutator: 'Regex',
    replacement: '/npm (ERR|error) /',
    at: '/^npm (ERR',
    reason: "npm's own lines begin with npm ERR! or npm error, and no error line of the build quotes one",
  },
  {
    file: 'studio/plugins/site-status/site-status-store.ts',
    mutator: 'UpdateOperator',
    replacement: 'generation--',
    at: 'generation++',
    reason: 'any change of the number tells an answer to an earlier opening apart; its direction does not matter',
  },
]
