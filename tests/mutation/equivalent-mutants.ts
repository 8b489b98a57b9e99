// The mutants StrykerJS leaves alive that no test can kill, because nothing anyone can observe changes, each with the
// reason (npm run test:mutation; docs/testing.md#mutation-testing). Found again by file, mutator, replacement and
// the code the mutant starts at, so the list survives code moving; an entry nothing matches fails the run.
import type { EquivalentMutant } from '@/tools/gate/mutation-report'

/** Why asDocument's dropped system fields (document-actions.ts) cannot be seen when it keeps them. */
const stampedOnWrite =
  "the transaction stamps its own _rev and _updatedAt on every document it writes (transaction.ts), and a Studio applying the listener's mutations stamps the event's resultRev and timestamp over them (@sanity/mutator)"
const neverStored =
  '_originalId is given to query answers only (perspective.ts), never stored, so no draft being published carries one'
/** Why the message of a LakeError the lake answers with cannot be seen: only its status and body reach the client. */
const answeredByItsBody =
  'the lake answers a LakeError with its status and body (handle-request.ts, listen-stream.ts); this one never reaches the log, the only place a message is read'

export const equivalentMutants: EquivalentMutant[] = [
  {
    file: 'tools/headers/content-security-policy.ts',
    mutator: 'StringLiteral',
    replacement: '""',
    at: "'report-uri'",
    reason: 'the policy has no report-uri directive: the entry guards against adding one to the meta policy',
  },
  {
    file: 'tools/headers/content-security-policy.ts',
    mutator: 'StringLiteral',
    replacement: '""',
    at: "'sandbox'",
    reason: 'the policy has no sandbox directive: the entry guards against adding one to the meta policy',
  },
  {
    file: 'tools/headers/headers.ts',
    mutator: 'MethodExpression',
    replacement: 'line',
    at: "line.trim() === ''",
    reason: 'a line of spaces then reads as a header line without a colon, which is skipped all the same',
  },
  {
    file: 'tools/headers/headers.ts',
    mutator: 'EqualityOperator',
    replacement: 'separator >= 0',
    at: 'separator > 0',
    reason: 'a header line starts with a space or tab, so its colon is never at index 0',
  },
  {
    file: 'studio/plugins/site-status/logic/live-build.ts',
    mutator: 'ConditionalExpression',
    replacement: 'false',
    at: "record.source.kind !== 'sanity'",
    reason: 'a dataset-file source has no projectId, so the project check that follows refuses it all the same',
  },
  {
    file: 'studio/plugins/site-status/logic/live-build.ts',
    mutator: 'ArrowFunction',
    replacement: '() => undefined',
    at: "() => '')",
    reason: 'a 503 body that cannot be read and an empty one both parse to no local build state',
  },
  {
    file: 'studio/plugins/site-status/logic/live-build.ts',
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
    reason:
      'compareWithLive returns a status for each document it is given, so there always is one: the guard is for the type checker',
  },
  {
    file: 'studio/plugins/site-status/logic/build-report.ts',
    mutator: 'Regex',
    replacement: '/The (content|dataset file|Sanity query)\\b.*:$/',
    at: '/^The (content',
    reason:
      'the log the deploy keeps (npm run build 2>&1) never prefixes its lines, so a heading always starts its line',
  },
  {
    file: 'studio/plugins/site-status/logic/build-report.ts',
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
  {
    file: 'studio/plugins/site-status/studio-source.ts',
    mutator: 'ObjectLiteral',
    replacement: '{}',
    at: "{ perspective: 'raw', tag }",
    reason:
      "the private documents' ids (with a dot) are neither drafts nor versions, so the default published perspective returns them as raw does",
  },
  {
    file: 'studio/plugins/site-status/studio-source.ts',
    mutator: 'StringLiteral',
    replacement: '""',
    at: "'raw'",
    reason: 'an empty perspective is the default, published, which returns the private documents as raw does',
  },
  {
    file: 'studio/plugins/site-status/studio-source.ts',
    mutator: 'ObjectLiteral',
    replacement: '{}',
    at: "{ perspective: 'published', tag }",
    reason: "published is the default perspective of API version 2025-02-19, which the Studio's client here asks",
  },
  {
    file: 'studio/plugins/site-status/studio-source.ts',
    mutator: 'StringLiteral',
    replacement: '""',
    at: "'published'",
    reason: 'an empty perspective is the default, published, for API version 2025-02-19',
  },
  {
    file: 'studio/plugins/site-status/studio-source.ts',
    mutator: 'StringLiteral',
    replacement: '""',
    at: "'reconnect'",
    reason: 'the listener ignores reconnect notices: a welcome follows each reconnect, and that reads again',
  },
  {
    file: 'studio/plugins/site-status/studio-source.ts',
    mutator: 'BooleanLiteral',
    replacement: 'true',
    at: 'false, visibility',
    reason: "the listener never reads the event's result: it reads again with its own query",
  },
  {
    file: 'studio/plugins/site-status/studio-source.ts',
    mutator: 'StringLiteral',
    replacement: '""',
    at: "'query'",
    reason:
      "only Sanity's hosted API holds an event back until a query sees the change; the local lake sends it once the change is stored",
  },
  {
    file: 'studio/plugins/site-status/studio-source.ts',
    mutator: 'StringLiteral',
    replacement: '""',
    at: "'site-status'",
    reason: "the request tag only names the requests in Sanity's usage logs",
  },
  {
    file: 'studio/plugins/site-status/site-status-store.ts',
    mutator: 'ConditionalExpression',
    replacement: 'true',
    at: 'checkedAt !== undefined',
    reason: 'live is set only together with the time it was read, so with live there always is a checkedAt',
  },
  {
    file: 'studio/plugins/site-status/site-status-store.ts',
    mutator: 'ConditionalExpression',
    replacement: 'true',
    at: 'stopListening !== undefined',
    reason:
      'the store compares only while open: its views call refresh, and answers that arrive after it stopped are dropped',
  },
  {
    file: 'studio/plugins/site-status/site-status-store.ts',
    mutator: 'EqualityOperator',
    replacement: 'Date.parse(answer.record.builtAt) >= Date.parse(newestSeen)',
    at: 'Date.parse(answer.record.builtAt) > Date.parse(newestSeen)',
    reason: 'a build as new as the newest seen has the same builtAt, which it then records again',
  },
  {
    file: 'studio/plugins/site-status/site-status-store.ts',
    mutator: 'OptionalChaining',
    replacement: 'stopListening()',
    at: 'stopListening?.()',
    reason: 'stop runs only from the linger timer, which is set only while the store is open and listening',
  },
  {
    file: 'studio/plugins/site-status/site-status-store.ts',
    mutator: 'CallExpression',
    replacement: ';',
    at: 'clearTimeout(lingerTimer)',
    reason:
      "no linger timer runs when the last view closes: it runs only while no view is open, and a view's opening clears it",
  },
  {
    file: 'studio/plugins/site-status/studio-source.ts',
    mutator: 'OptionalChaining',
    replacement: 'subscription.unsubscribe',
    at: 'subscription?.unsubscribe',
    reason: 'subscribe() runs before the stop function is returned, so there always is a subscription to end',
  },
  {
    file: 'studio/plugins/site-status/logic/local-build-state.ts',
    mutator: 'BlockStatement',
    replacement: '{}',
    at: '{ return undefined }',
    reason: 'a body that is not JSON leaves the value undefined, which the next check returns as no state all the same',
  },
  {
    file: 'lib/content/validate-content.ts',
    mutator: 'ConditionalExpression',
    replacement: 'true',
    at: 'Array.isArray(value) && segment',
    reason:
      "a marker's path follows the document, so a keyed segment always meets a list: the list check never decides",
  },
  {
    file: 'lib/content/validate-content.ts',
    mutator: 'LogicalOperator',
    replacement: 'Array.isArray(value) || segment',
    at: 'Array.isArray(value) && segment',
    reason:
      "a marker's path follows the document, so a keyed segment always meets a list: the list check never decides",
  },
  {
    file: 'lib/content/validate-content.ts',
    mutator: 'ConditionalExpression',
    replacement: 'true',
    at: 'value && typeof value',
    reason:
      "a reference marker's path leads through objects and lists to the reference, never through nothing or a primitive",
  },
  {
    file: 'lib/content/validate-content.ts',
    mutator: 'LogicalOperator',
    replacement: "value || typeof value === 'object'",
    at: 'value && typeof value',
    reason:
      "a reference marker's path leads through objects and lists to the reference, never through nothing or a primitive",
  },
  {
    file: 'lib/content/validate-content.ts',
    mutator: 'ConditionalExpression',
    replacement: 'true',
    at: "typeof value === 'object' ?",
    reason:
      "a reference marker's path leads through objects and lists to the reference, never through nothing or a primitive",
  },
  {
    file: 'lib/content/validate-content.ts',
    mutator: 'OptionalChaining',
    replacement: '(valueAtPath(document, marker.path) as { _ref?: unknown; } | undefined)._ref',
    at: '(valueAtPath(document, marker.path)',
    reason:
      "a reference marker's path always leads to the reference it reports, so there is always a value to read _ref from",
  },
  {
    file: 'lib/content/sources/sanity-api.ts',
    mutator: 'EqualityOperator',
    replacement: 'depth <= 5',
    at: 'depth < 5',
    reason:
      "the bound only ends a cause chain that loops: @sanity/client's errors carry their code on the error or its cause",
  },
  {
    file: 'lib/content/content-schema.ts',
    mutator: 'Regex',
    replacement: '/<unnamed_type_@_index_(\\d+)>$/',
    at: '/^<unnamed_type_@_index_',
    reason: '@sanity/schema names an unnamed type exactly <unnamed_type_@_index_N>, so the anchors never decide',
  },
  {
    file: 'lib/content/content-schema.ts',
    mutator: 'Regex',
    replacement: '/^<unnamed_type_@_index_(\\d+)>/',
    at: '/^<unnamed_type_@_index_',
    reason: '@sanity/schema names an unnamed type exactly <unnamed_type_@_index_N>, so the anchors never decide',
  },
  {
    file: 'lib/content/site-content.ts',
    mutator: 'ConditionalExpression',
    replacement: 'false',
    at: 'document === undefined',
    reason: 'a one-item list parsed from JSON never holds undefined: the check narrows the type for the compiler',
  },
  {
    file: 'lib/content/sources/dataset-file.ts',
    mutator: 'ObjectLiteral',
    replacement: '{}',
    at: '{ params }',
    reason: 'groq-js reads $parameters when it evaluates the query, and evaluate is given the same params',
  },
  {
    file: 'lib/content/content-schema.ts',
    mutator: 'ConditionalExpression',
    replacement: 'true',
    at: "segment.kind === 'type'",
    reason:
      '@sanity/schema names every segment of a problem path but a type, so the fallback only ever sees type segments',
  },
  {
    file: 'lib/content/content-schema.ts',
    mutator: 'StringLiteral',
    replacement: '"Stryker was here!"',
    at: "'') return out",
    reason:
      '@sanity/schema names every segment of a problem path but a type, so the fallback only ever sees type segments',
  },
  {
    file: 'lib/content/sources/sanity-api.ts',
    mutator: 'ObjectLiteral',
    replacement: '{}',
    at: '{ once: true }',
    reason:
      'a listener left on the total signal after a wait only clears a timer that has fired and rejects a settled promise',
  },
  {
    file: 'lib/content/sources/sanity-api.ts',
    mutator: 'BooleanLiteral',
    replacement: 'false',
    at: 'true }) })',
    reason:
      'a listener left on the total signal after a wait only clears a timer that has fired and rejects a settled promise',
  },
  {
    file: 'lib/content/sources/dataset-file.ts',
    mutator: 'ConditionalExpression',
    replacement: 'false',
    at: '!(error instanceof DatasetFormatError)',
    reason:
      "parseDataset reports every fault in the text as a DatasetFormatError: the rethrow is for a bug of the lake's own",
  },
  // tools/servers
  {
    file: 'tools/servers/static-server.ts',
    mutator: 'StringLiteral',
    replacement: '"Stryker was here!"',
    at: "'')),",
    reason:
      'sirv calls onNoMatch only from serveFile, after handle has set Accept-Encoding to a string, so the fallback never applies',
  },
  {
    file: 'tools/servers/static-server.ts',
    mutator: 'StringLiteral',
    replacement: '"Stryker was here!"',
    at: "'', basePath)",
    reason: "Node's HTTP server gives every request it hands on a url string, so the fallback never applies",
  },
  {
    file: 'tools/servers/static-server.ts',
    mutator: 'ConditionalExpression',
    replacement: 'false',
    at: "target.outcome === 'hidden') return sendNotFound",
    reason:
      "a hidden target then reaches sirv as the url 'undefinedundefined', which no file matches (sirv's keys start with /), so onNoMatch sends the same 404 with the same headers",
  },
  {
    file: 'tools/servers/static-server.ts',
    mutator: 'StringLiteral',
    replacement: '""',
    at: "'hidden') return sendNotFound",
    reason:
      "a hidden target then reaches sirv as the url 'undefinedundefined', which no file matches (sirv's keys start with /), so onNoMatch sends the same 404 with the same headers",
  },
  {
    file: 'tools/servers/accepted-encodings.ts',
    mutator: 'StringLiteral',
    replacement: '"Stryker was here!"',
    at: "'').split(',')",
    reason:
      'without the header the one name read is then "stryker was here!", which is neither br, gzip nor *, so nothing is accepted all the same',
  },
  {
    file: 'tools/servers/accepted-encodings.ts',
    mutator: 'StringLiteral',
    replacement: '"Stryker was here!"',
    at: "'', ...parameters]",
    reason: 'split always gives at least one element, so the default name is never used',
  },
  {
    file: 'tools/servers/local-site-build.ts',
    mutator: 'StringLiteral',
    replacement: '""',
    at: "'SIGTERM')",
    reason:
      "process.kill sends SIGTERM for a signal that is falsy ('' || 'SIGTERM'), so the same signal reaches the group",
  },
  {
    file: 'tools/servers/local-site-build.ts',
    mutator: 'ObjectLiteral',
    replacement: '{}',
    at: '{ once: true })',
    reason: "an AbortSignal dispatches 'abort' once only, and the build's close removes the listener anyway",
  },
  {
    file: 'tools/servers/local-site-build.ts',
    mutator: 'BooleanLiteral',
    replacement: 'false',
    at: 'true }) const output = outputTail()',
    reason: "an AbortSignal dispatches 'abort' once only, and the build's close removes the listener anyway",
  },
  {
    file: 'tools/servers/until-answered.ts',
    mutator: 'ArrowFunction',
    replacement: '() => undefined',
    at: '() => false,',
    reason: 'a refused ask read as undefined is falsy as false is: the loop asks again all the same',
  },
  {
    file: 'tools/servers/local-site.ts',
    mutator: 'ConditionalExpression',
    replacement: 'true',
    at: 'answer === answerWithoutExport)',
    reason:
      'only the answer without an export reads the pending state, and once an export is served it never comes back',
  },
  {
    file: 'tools/servers/local-site.ts',
    mutator: 'ConditionalExpression',
    replacement: 'true',
    at: 'contentAt !== undefined && contentAt > builtAt',
    reason: 'an unknown content time compared with > is false all the same, so no build starts for it either way',
  },
  {
    file: 'tools/servers/local-site.ts',
    mutator: 'ObjectLiteral',
    replacement: '{}',
    at: '{ allowedHosts }).handle',
    reason:
      "createStaticHandler's default is extraAllowedHosts() of the same environment, which does not change while the site runs",
  },
  {
    file: 'tools/servers/request-path.ts',
    mutator: 'StringLiteral',
    replacement: '"Stryker was here!"',
    at: "'' : target.slice(queryStart)",
    reason:
      'a target without ? then gets a query with spaces, which the printable-ASCII check turns back into no query',
  },
  {
    file: 'tools/servers/request-path.ts',
    mutator: 'Regex',
    replacement: '/[!-~]*$/',
    at: '/^[!-~]*$/.test(query)',
    reason:
      "Node's HTTP parser answers 400 to any target byte outside ! to ~ (insecureHTTPParser too), so every query it hands on is printable",
  },
  {
    file: 'tools/servers/request-path.ts',
    mutator: 'Regex',
    replacement: '/^[!-~]*/',
    at: '/^[!-~]*$/.test(query)',
    reason:
      "Node's HTTP parser answers 400 to any target byte outside ! to ~ (insecureHTTPParser too), so every query it hands on is printable",
  },
  {
    file: 'tools/servers/request-path.ts',
    mutator: 'StringLiteral',
    replacement: '"Stryker was here!"',
    at: "'' let decoded",
    reason:
      "Node's HTTP parser answers 400 to any target byte outside ! to ~ (insecureHTTPParser too), so no query reaches this branch",
  },
  {
    file: 'tools/servers/request-path.ts',
    mutator: 'ObjectLiteral',
    replacement: '{}',
    at: "{ outcome: 'hidden' }",
    reason:
      "the server then hands sirv the target 'undefinedundefined', which matches no file (sirv's keys start with /): the same 404 page and '/' headers",
  },
  {
    file: 'tools/servers/request-path.ts',
    mutator: 'StringLiteral',
    replacement: '""',
    at: "'hidden' }",
    reason:
      "the server then hands sirv the target 'undefinedundefined', which matches no file (sirv's keys start with /): the same 404 page and '/' headers",
  },
  {
    file: 'tools/servers/base-path.ts',
    mutator: 'StringLiteral',
    replacement: '""',
    at: "'inside', target }",
    reason: 'the server treats every outcome but redirect and outside as inside, reading only the target',
  },
  {
    file: 'tools/servers/base-path.ts',
    mutator: 'StringLiteral',
    replacement: '""',
    at: "'inside', target: `",
    reason: 'the server treats every outcome but redirect and outside as inside, reading only the target',
  },
  {
    file: 'tools/servers/validators.ts',
    mutator: 'StringLiteral',
    replacement: '""',
    at: "'Not Modified')",
    reason: 'the server catches NotModified by its class and answers 304; the message is never sent nor logged',
  },
  {
    file: 'tools/servers/validators.ts',
    mutator: 'MethodExpression',
    replacement: 'ifNoneMatch',
    at: "ifNoneMatch.trim() === '*'",
    reason: "Node's HTTP parser strips the whitespace around a header value, so If-None-Match arrives as * already",
  },
  {
    file: 'tools/servers/validators.ts',
    mutator: 'StringLiteral',
    replacement: '"Stryker was here!"',
    at: "'') return !Number.isNaN(since)",
    reason: "Date.parse gives NaN for that text as for '', so a request without If-Modified-Since still gets the file",
  },
  {
    file: 'packages/content-lake/src/data-endpoints.ts',
    mutator: 'ArrayDeclaration',
    replacement: '["Stryker was here"]',
    at: '[] const selection',
    reason:
      'a mutation with no kind then reads as one of kind "Stryker was here", no delete or patch, so it is handed on as it is all the same',
  },
  {
    file: 'packages/content-lake/src/dataset-format.ts',
    mutator: 'EqualityOperator',
    replacement: 'a._id <= b._id',
    at: 'a._id < b._id ? -1 : 1',
    reason: 'no two ids are equal: parseDataset refuses a duplicate, and the store holds one document an id',
  },
  {
    file: 'packages/content-lake/src/dataset-writing.ts',
    mutator: 'ArrowFunction',
    replacement: '() => undefined',
    at: "() => '')) === null",
    reason:
      "a journal that cannot be read reads as undefined here as it does as '': neither is null (no journal), so the rollback is owed either way",
  },
  {
    file: 'packages/content-lake/src/dataset-writing.ts',
    mutator: 'StringLiteral',
    replacement: '"Stryker was here!"',
    at: "'')) === null",
    reason: 'a journal that cannot be read is owed whatever text stands for it: only null (no journal) is not',
  },
  {
    file: 'packages/content-lake/src/dataset-writing.ts',
    mutator: 'CallExpression',
    replacement: ';',
    at: 'prepared.delete(entry.file)',
    reason:
      "a later failure's discard would also remove the temporary name of a file already renamed into place: that name is gone, and discard ignores a failed remove",
  },
  {
    file: 'packages/content-lake/src/outside-edits.ts',
    mutator: 'ArrayDeclaration',
    replacement: '["Stryker was here"]',
    at: '[], } for (const { id, after, file }',
    reason: 'a revision retired as "Stryker was here" is never asked for: a transaction id may hold no space',
  },
  {
    file: 'packages/content-lake/src/outside-edits.ts',
    mutator: 'OptionalChaining',
    replacement: 'after._rev',
    at: 'after?._rev) applied.newRevisions',
    reason: 'document is only ever made from after, so where there is a document there is an after',
  },
  {
    file: 'packages/content-lake/src/outside-edits.ts',
    mutator: 'ArrayDeclaration',
    replacement: '["Stryker was here"]',
    at: '[], }) }',
    reason: "an outside edit's transaction goes only to listeners, which read its changes, never its results",
  },
  {
    file: 'packages/content-lake/src/write-blocks.ts',
    mutator: 'ConditionalExpression',
    replacement: 'true',
    at: 'description) this.blocks[cause] = description',
    reason:
      'a cause resolved is then kept as undefined rather than deleted: the blocks are read only by get and set, which read undefined either way',
  },
  {
    file: 'packages/content-lake/src/dataset-files.ts',
    mutator: 'ArrayDeclaration',
    replacement: '["Stryker was here"]',
    at: '[], afterResolving, log } = options',
    reason:
      'a lake given no private paths then keeps documents under a path named "Stryker was here" apart: no id has one',
  },
  {
    file: 'packages/content-lake/src/dataset-files.ts',
    mutator: 'StringLiteral',
    replacement: '""',
    at: "'not finished') : journalRemoved(journalFile))",
    reason: "rolledBack words every reason but 'cut short' as a change it could not finish, so '' reads the same",
  },
  {
    file: 'packages/content-lake/src/dataset-files.ts',
    mutator: 'ConditionalExpression',
    replacement: 'false',
    at: 'text === seen.text ? { ...seen, identity }',
    reason: 'a file read again with the same text parses to the same documents, so no change is found either way',
  },
  {
    file: 'packages/content-lake/src/dataset-files.ts',
    mutator: 'ConditionalExpression',
    replacement: 'false',
    at: '!(error instanceof UnconfirmedWriteError)) throw error',
    reason: 'confirm() throws nothing but UnconfirmedWriteError: it wraps whatever the flush failed with',
  },
  {
    file: 'packages/content-lake/src/dataset-files.ts',
    mutator: 'ConditionalExpression',
    replacement: 'false',
    at: '!(error instanceof NotWrittenError)) throw error',
    reason: 'writeChanges throws nothing but NotWrittenError: every step it takes is inside a catch that wraps it',
  },
  {
    file: 'packages/content-lake/src/dataset-files.ts',
    mutator: 'ObjectLiteral',
    replacement: '{}',
    at: '{ text, identity }, settle))',
    reason:
      'the first reading is then compared with nothing, so the file is read once more a moment later and the same version taken, 100 ms later',
  },
  {
    file: 'packages/content-lake/src/dataset-files.ts',
    mutator: 'ConditionalExpression',
    replacement: 'true',
    at: 'owed) await lock',
    reason:
      'with no rollback owed, undoChanges is handed none and throws on it, which the catch beside it swallows: no file is touched either way',
  },
  {
    file: 'packages/content-lake/src/merge-conflicts.ts',
    mutator: 'OptionalChaining',
    replacement: '(JSON.parse(line) as { _id?: unknown; } | null)._id',
    at: '(JSON.parse(line) as { _id?: unknown } | null)?._id',
    reason: 'a line that is JSON null then throws reading _id, and the catch beside it answers no id, as ?. does',
  },
  {
    file: 'packages/content-lake/src/merge-conflicts.ts',
    mutator: 'BlockStatement',
    replacement: '{}',
    at: '{ return undefined } }',
    reason: 'a function that ends without a return gives undefined, as the emptied block does',
  },
  {
    file: 'packages/content-lake/src/run-query.ts',
    mutator: 'ConditionalExpression',
    replacement: 'true',
    at: "typeof node.name === 'string') names.add(node.name)",
    reason: 'groq-js gives every Parameter node a string name: the check only narrows the type',
  },
  {
    file: 'packages/content-lake/src/file-lock.ts',
    mutator: 'BlockStatement',
    replacement: '{}',
    at: '{ return undefined } }',
    reason: 'a function that ends without a return gives undefined, as the emptied block does',
  },
  {
    file: 'packages/content-lake/src/file-lock.ts',
    mutator: 'MethodExpression',
    replacement: '(await fs.list(folder)).filter(each => isAside(lockFile, each))',
    at: '(await fs.list(folder)).filter((each) => isAside(lockFile, each)).sort',
    reason:
      'the names aside end in random ids, so their order means nothing: sorting only makes it the same on every disk',
  },
  {
    file: 'packages/content-lake/src/file-lock.ts',
    mutator: 'ConditionalExpression',
    replacement: 'false',
    at: 'text === null) continue const record = recordIn(text, purpose)',
    reason:
      'a file aside that is gone reads as no record, and removing it only while it is still absent removes nothing',
  },
  {
    file: 'packages/content-lake/src/file-lock.ts',
    mutator: 'ConditionalExpression',
    replacement: 'false',
    at: '(await fs.read(lockFile)) === mine) return',
    reason: 'the next attempt finds the name taken, reads its own lock there and takes it, one step later',
  },
  {
    file: 'packages/content-lake/src/file-lock.ts',
    mutator: 'ConditionalExpression',
    replacement: 'false',
    at: "text === null) continue // This one's own lock",
    reason:
      'null is no record, so the lock file is moved aside, which fails with ENOENT, and the loop goes on as continue does',
  },
  {
    file: 'packages/content-lake/src/file-lock.ts',
    mutator: 'ConditionalExpression',
    replacement: 'true',
    at: 'moved !== null) {',
    reason: 'nothing was moved, so linking it back fails with ENOENT, which answers false, and nothing is removed',
  },
  {
    file: 'packages/content-lake/src/file-lock.ts',
    mutator: 'BooleanLiteral',
    replacement: 'true',
    at: 'false throw error }) if (back) await fs.remove(aside)',
    reason: 'ENOENT means the file aside is gone, and removing a file that is gone does nothing',
  },
  {
    file: 'packages/content-lake/src/file-lock.ts',
    mutator: 'ConditionalExpression',
    replacement: 'false',
    at: 'text === null ? undefined : recordIn(text, purpose)',
    reason: 'recordIn reads null as no record, as the check does',
  },
  {
    file: 'packages/content-lake/src/file-lock.ts',
    mutator: 'ConditionalExpression',
    replacement: 'true',
    at: 'text === null && (await createExclusively(fs, lockFile, mine)',
    reason:
      'when the lock file is there, creating it exclusively answers false: the check only spares a temporary file',
  },
  {
    file: 'packages/content-lake/src/file-lock.ts',
    mutator: 'ArrayDeclaration',
    replacement: '["Stryker was here"]',
    at: '[]) for (const name of names.filter',
    reason: "isAside filters a name that is not a lock's aside file out, as it would the empty list",
  },
  {
    file: 'packages/content-lake/src/file-system.ts',
    mutator: 'StringLiteral',
    replacement: '""',
    at: "'utf8') } finally",
    reason: 'FileHandle.writeFile reads an empty encoding as utf8',
  },
  {
    file: 'packages/content-lake/src/handle-request.ts',
    mutator: 'Regex',
    replacement: String.raw`/^\/v(\d{4}-\d{2}-\d{2}|1|X)\/(.*)/`,
    at: String.raw`/^\/v(\d{4}`,
    reason:
      "the pattern reads a URL's pathname, which never holds a line break (the URL parser drops them), so .* reaches its end without the $",
  },
  {
    file: 'packages/content-lake/src/handle-request.ts',
    mutator: 'StringLiteral',
    replacement: '""',
    at: "'/', 'http://lake')",
    reason: "Node's server gives every request a url, so the fallback is never used",
  },
  {
    file: 'packages/content-lake/src/handle-request.ts',
    mutator: 'StringLiteral',
    replacement: '""',
    at: "'GET' const match = versioned",
    reason: "Node's server gives every request a method, so the fallback is never used",
  },
  {
    file: 'packages/content-lake/src/handle-request.ts',
    mutator: 'StringLiteral',
    replacement: '"Stryker was here!"',
    at: "'', path = ''] = match",
    reason: 'both groups of the version pattern always match, so the defaults are never used',
  },
  {
    file: 'packages/content-lake/src/handle-request.ts',
    mutator: 'StringLiteral',
    replacement: '"Stryker was here!"',
    at: "''] = match",
    reason: 'both groups of the version pattern always match, so the defaults are never used',
  },
  {
    file: 'packages/content-lake/src/handle-request.ts',
    mutator: 'ConditionalExpression',
    replacement: 'true',
    at: "method === 'POST' || method === 'PUT' || method === 'PATCH'",
    reason: "Sanity's clients and browsers send no body with GET or DELETE, and an empty body reads as none",
  },
  {
    file: 'packages/content-lake/src/handle-request.ts',
    mutator: 'ObjectLiteral',
    replacement: '{}',
    at: '{ required: false }) : undefined',
    reason: 'readJsonBody reads a missing required as false',
  },
  {
    file: 'packages/content-lake/src/handle-request.ts',
    mutator: 'ConditionalExpression',
    replacement: 'false',
    at: 'res.headersSent) return void res.end()',
    reason: 'no endpoint throws once its answer has begun: a stream that fails ends itself with a channelError',
  },
  {
    file: 'packages/content-lake/src/key-values.ts',
    mutator: 'StringLiteral',
    replacement: '"Stryker was here!"',
    at: "'') > maxValueBytes",
    reason: '17 bytes are as far under the limit as none, so a value that is undefined is taken either way',
  },
  {
    file: 'packages/content-lake/src/dataset-journal.ts',
    mutator: 'MethodExpression',
    replacement: 'text',
    at: 'text?.trim() ? parseDataset',
    reason: 'the dataset format skips blank lines, so a text of only spaces and newlines holds no document either way',
  },
  {
    file: 'packages/content-lake/src/dataset-journal.ts',
    mutator: 'BlockStatement',
    replacement: '{}',
    at: '{ return undefined } }',
    reason: 'a function that ends without a return gives undefined, as the emptied block does',
  },
  {
    file: 'packages/content-lake/src/dataset-journal.ts',
    mutator: 'ConditionalExpression',
    replacement: 'false',
    at: 'entry.after === null ||',
    reason:
      'the lake journals a null identity for each file its change removes (dataset-writing.ts), and a file that is not there has a null identity, so the comparison that follows answers true for it as this check does',
  },
  {
    file: 'packages/content-lake/src/dataset-journal.ts',
    mutator: 'ConditionalExpression',
    replacement: 'false',
    at: 'change.after === null ? undefined',
    reason:
      'the lake journals a null identity for each file its change removes, and a file that is not there has a null identity, so expecting it changes nothing: a file there fails the text check first',
  },
  {
    file: 'packages/content-lake/src/file-system.ts',
    mutator: 'StringLiteral',
    replacement: '``',
    at: '`${file} was changed by someone else',
    reason:
      'never shown: each caller turns a ChangedOutsideError into a sentence of its own from its file (dataset-messages.ts, dataset-files.ts), or tries again (file-lock.ts)',
  },
  {
    file: 'packages/content-lake/src/start-content-lake.ts',
    mutator: 'StringLiteral',
    replacement: '""',
    at: "'upgrade', (_req, socket)",
    reason:
      "with no 'upgrade' listener Node hands the Studio's websocket request to the request handler, which answers it 404 as an unknown path, as the raw answer does",
  },
  {
    file: 'packages/content-lake/src/document-actions.ts',
    mutator: 'ArrayDeclaration',
    replacement: '[]',
    at: "['_rev', '_updatedAt', '_originalId']",
    reason: `none of the three dropped: ${stampedOnWrite}; and ${neverStored}`,
  },
  {
    file: 'packages/content-lake/src/document-actions.ts',
    mutator: 'StringLiteral',
    replacement: '""',
    at: "'_rev'",
    reason: stampedOnWrite,
  },
  {
    file: 'packages/content-lake/src/document-actions.ts',
    mutator: 'StringLiteral',
    replacement: '""',
    at: "'_updatedAt'",
    reason: stampedOnWrite,
  },
  {
    file: 'packages/content-lake/src/document-actions.ts',
    mutator: 'StringLiteral',
    replacement: '""',
    at: "'_originalId'",
    reason: neverStored,
  },
  {
    file: 'packages/content-lake/src/lake-error.ts',
    mutator: 'StringLiteral',
    replacement: '``',
    at: '`GROQ query parse error: ${description}`',
    reason: answeredByItsBody,
  },
  {
    file: 'packages/content-lake/src/lake-error.ts',
    mutator: 'StringLiteral',
    replacement: '""',
    at: "'Session not found', )",
    reason: answeredByItsBody,
  },
  {
    file: 'packages/content-lake/src/local-hosts.ts',
    mutator: 'MethodExpression',
    replacement: 'host',
    at: 'host?.trim()',
    reason:
      "every caller passes a Node request's Host header, and Node's parser strips the white space around a header's value",
  },
  {
    file: 'packages/content-lake/src/local-hosts.ts',
    mutator: 'StringLiteral',
    replacement: '"Stryker was here!"',
    at: "'')",
    reason:
      'for a request with no Host, that text is no host name either (its spaces and "!"), so it is refused the same',
  },
  {
    file: 'packages/content-lake/src/http-io.ts',
    mutator: 'BlockStatement',
    replacement: '{}',
    at: '{ return false } if (!isLocalOrigin',
    reason:
      'an Origin that is no URL is no page on this machine either, so the check that follows answers false for it',
  },
  {
    file: 'packages/content-lake/src/document-ids.ts',
    mutator: 'ConditionalExpression',
    replacement: 'true',
    at: 'id.length > 0 &&',
    reason: 'the pattern that follows needs a character before any dot, so it refuses the empty id too',
  },
  {
    file: 'packages/content-lake/src/document-ids.ts',
    mutator: 'EqualityOperator',
    replacement: 'id.length >= 0',
    at: 'id.length > 0 &&',
    reason: 'the pattern that follows needs a character before any dot, so it refuses the empty id too',
  },
  {
    file: 'packages/content-lake/src/process-identity.ts',
    mutator: 'BlockStatement',
    replacement: '{}',
    at: '{ return undefined } }',
    reason: 'a function that ends without a return gives undefined, as the emptied block does',
  },
  {
    file: 'packages/content-lake/src/perspective.ts',
    mutator: 'ConditionalExpression',
    replacement: 'false',
    at: "apiVersion === 'X' ||",
    reason: "'X' sorts after every date, so the comparison that follows answers published for it all the same",
  },
  {
    file: 'packages/content-lake/src/perspective.ts',
    mutator: 'StringLiteral',
    replacement: '""',
    at: "'X' || apiVersion",
    reason: "'X' sorts after every date, so the comparison that follows answers published for it all the same",
  },
  {
    file: 'packages/content-lake/src/perspective.ts',
    mutator: 'EqualityOperator',
    replacement: 'rank(doc._id) <= rank(current._id)',
    at: 'rank(doc._id) < rank(current._id)) chosen.set',
    reason: 'two documents with one published id are never in the same layer, so their ranks are never equal',
  },
  {
    file: 'packages/content-lake/src/raw-socket.ts',
    mutator: 'ArrowFunction',
    replacement: '() => undefined',
    at: '() => socket.destroy())',
    reason: 'Node destroys a socket that fails by itself',
  },
  {
    file: 'packages/content-lake/src/listener-hosts.ts',
    mutator: 'StringLiteral',
    replacement: '"Stryker was here!"',
    at: "'' const origin",
    reason:
      'the lake refuses a request with no Host before it gets here (foreignHostRefusal); and that text names no *.localhost host either',
  },
  {
    file: 'packages/content-lake/src/listener-hosts.ts',
    mutator: 'CallExpression',
    replacement: ';',
    at: 'tickets.delete(ticket)',
    reason:
      'a ticket that comes back after it expired is refused by its time whether or not it was swept: the sweep only keeps the map small',
  },
  {
    file: 'packages/content-lake/src/listener-hosts.ts',
    mutator: 'StringLiteral',
    replacement: '""',
    at: "'/', `http://listener-",
    reason: "Node's server gives every request its url; and an empty one resolves to the host's / as '/' does",
  },
  {
    file: 'packages/content-lake/src/listener-hosts.ts',
    mutator: 'StringLiteral',
    replacement: '"Stryker was here!"',
    at: "'' if (origin",
    reason: "Node's server gives every request its url; and a text that is no listener's path is refused as '' is",
  },
  {
    file: 'packages/content-lake/src/listener-hosts.ts',
    mutator: 'StringLiteral',
    replacement: '"Stryker was here!"',
    at: "'') || !isListenerPath",
    reason:
      'the lake refuses a request with no Host before it gets here (foreignHostRefusal); and that text is no listener- host either',
  },
  {
    file: 'packages/content-lake/src/listener-hosts.ts',
    mutator: 'ConditionalExpression',
    replacement: 'false',
    at: 'expires < now',
    reason:
      'a ticket that comes back after it expired is refused by its time whether or not it was swept: the sweep only keeps the map small',
  },
  {
    file: 'packages/content-lake/src/listener-hosts.ts',
    mutator: 'ConditionalExpression',
    replacement: 'true',
    at: 'ticket !== null',
    reason: 'a request with no ticket finds no expiry for it, and 0 is never now or later: it is refused all the same',
  },
  {
    file: 'packages/content-lake/src/listen-stream.ts',
    mutator: 'MethodExpression',
    replacement: 'Math.random().toString(36)',
    at: 'Math.random().toString(36).slice(2)',
    reason: "the name is opaque to clients: with its leading '0.' it is still one of its own",
  },
  {
    file: 'packages/content-lake/src/listen-stream.ts',
    mutator: 'CallExpression',
    replacement: ';',
    at: 'unsubscribe() fail(error)',
    reason: 'fail ends the stream, and its close lets go of the store all the same (onClose)',
  },
  {
    file: 'packages/content-lake/src/document-store.ts',
    mutator: 'ConditionalExpression',
    replacement: 'true',
    at: 'changes.length)',
    reason:
      'with no change outside, applyOutsideEdits hands back the documents as they were, no revision to retire or owe, and no transaction to tell',
  },
  {
    file: 'packages/content-lake/src/document-store.ts',
    mutator: 'ConditionalExpression',
    replacement: 'true',
    at: 'transactionId !== undefined)',
    reason:
      'an undefined id is no transaction remembered, no revision retired, and no revision a document has (each gets one as it arrives): nothing is refused',
  },
  {
    file: 'packages/content-lake/src/document-store.ts',
    mutator: 'StringLiteral',
    replacement: '"Stryker was here!"',
    at: "'' : request",
    reason:
      "an id the lake made is then kept with a text no request can be (a request is its mutations or actions as JSON), so it is never taken for a retry, as with ''",
  },
]
