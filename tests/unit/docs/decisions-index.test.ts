// docs/decisions/README.md is the index of the decision records: it links every record in the folder, in number order.
import { readdirSync, readFileSync } from 'node:fs'

it('the decisions index links every record, in number order', () => {
  const records = readdirSync('docs/decisions')
    .filter((name) => /^\d{4}-.+\.md$/.test(name))
    .sort()
  const index = readFileSync('docs/decisions/README.md', 'utf8')
  const linked = [...index.matchAll(/\]\((\d{4}-[^)]+\.md)\)/g)].map((match) => match[1])
  expect(linked).toEqual(records)
})
