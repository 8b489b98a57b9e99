// Decision 0031 lists the axe rules of Sanity's own Studio chrome that the Studio suite lets pass: the record's table and
// the suite's list are the same rules, so neither promises what the other does not check.
import { readFileSync } from 'node:fs'
import { upstreamRules, upstreamViolations } from '../../e2e-studio/upstream-violations'

const record = readFileSync('docs/decisions/0031-studio-accessibility-upstream.md', 'utf8')

it('decision 0031 lists exactly the rules the Studio suite lets Sanity break', () => {
  const rows = [...record.matchAll(/^\| `([a-z-]+)` +\|/gm)].map((match) => match[1])
  expect(rows.sort()).toEqual(upstreamRules)
})

it('decision 0031 names the components the suite names', () => {
  const components = Object.values(upstreamViolations).flatMap((names) => names.match(/\b[A-Z][a-z]+[A-Z]\w*/g) ?? [])
  expect(components.length).toBeGreaterThanOrEqual(Object.keys(upstreamViolations).length)
  for (const component of components) expect(record).toContain(`\`${component}\``)
})
