// A worker thread of the lake's query pool (query-runner.ts): a query that runs for ever, or fills memory, ends only it.
export { evaluateQuery as default } from './query-evaluation'
