// Errors the local Content Lake answers with, in the JSON shapes of Sanity's HTTP API (which @sanity/client turns into messages).

/** One failed mutation or action of a transaction, as the real API lists it under `items`. */
export interface FailedItem {
  index: number
  type: string
  description: string
  id?: string
}

/** An error with the HTTP status and body the real API would answer. */
export class LakeError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    message: string,
  ) {
    super(message)
  }
}

/** Why a lake does not start on a file (another lake has it, it cannot be read): the message names the file and what to do. */
export class LakeStartError extends Error {}

/** A request the API cannot make sense of: malformed JSON, a missing field, an unknown option. */
export function badRequest(description: string): LakeError {
  return new LakeError(400, { error: { type: 'httpBadRequest', description } }, description)
}

/** A GROQ query that does not parse, with the span of the problem as the real API gives it. */
export function queryParseError(query: string, description: string, start: number, end = start + 1): LakeError {
  return new LakeError(
    400,
    { error: { type: 'queryParseError', description, query, start, end } },
    `GROQ query parse error: ${description}`,
  )
}

/** A transaction that failed as a whole: nothing of it was applied. `kind` says whether it came as mutations or actions. */
export function transactionError(
  kind: 'mutation' | 'action',
  status: number,
  items: [FailedItem, ...FailedItem[]],
): LakeError {
  const description = `The ${kind}(s) failed: ${items[0].description}`
  const body = {
    error: {
      type: `${kind}Error`,
      description,
      items: items.map(({ index, type, description: itemDescription, id }) => ({
        index,
        error: { type, description: itemDescription, ...(id ? { id } : {}) },
      })),
    },
  }
  return new LakeError(status, body, description)
}

/** What the real API answers for a path it does not serve. */
export function notFound(message: string): LakeError {
  return new LakeError(404, { statusCode: 404, error: 'Not Found', message }, message)
}

/** A request without the token a private dataset requires. */
export function unauthorized(): LakeError {
  return new LakeError(
    401,
    { statusCode: 401, error: 'Unauthorized', message: 'Session not found' },
    'Session not found',
  )
}
