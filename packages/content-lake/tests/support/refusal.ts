// What the lake's API answers when it refuses a write or a transaction, for tests that check the answer a client sees.
import { LakeError } from '../../src/lake-error'

/** The refusal `refused` settles with: its HTTP status, its error type and its sentence. Anything else fails the test. */
export async function refusal(refused: Promise<unknown>): Promise<{ status: number; type: unknown; message: string }> {
  const error = await refused.then(
    () => new Error('it was not refused'),
    (thrown: unknown) => thrown,
  )
  if (!(error instanceof LakeError)) throw error
  return { status: error.status, type: (error.body as { error: { type: unknown } }).error.type, message: error.message }
}
