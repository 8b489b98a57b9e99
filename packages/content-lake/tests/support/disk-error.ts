// A disk's failure as Node's fs reports it, for tests that fail one call of the lake's file system on purpose.
const descriptions = { EIO: 'i/o error', ENOSPC: 'no space left on device' } as const

/** An error with the code and the message Node gives a failed call, such as `EIO: i/o error, fsync`. */
export const diskError = (code: keyof typeof descriptions, call: string) =>
  Object.assign(new Error(`${code}: ${descriptions[code]}, ${call}`), { code })
