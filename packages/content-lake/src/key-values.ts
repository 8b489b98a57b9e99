// The Studio's per-user settings (layout choices, recent searches), kept in memory and bounded: the oldest key goes
// when a new one would pass the limit, and a value too large to be a setting is refused.
import { LakeError } from './lake-error'

export const maxKeys = 1_000
export const maxValueBytes = 64 * 1024

export class KeyValues {
  private readonly values = new Map<string, unknown>()

  get(key: string): unknown {
    return this.values.has(key) ? this.values.get(key) : null
  }

  /** Stores each pair; refuses all of them (413) if one value is larger than a setting can be. */
  set(pairs: { key: string; value: unknown }[]): void {
    const large = pairs.find(({ value }) => Buffer.byteLength(JSON.stringify(value) ?? '') > maxValueBytes)
    if (large) {
      const description = `The value of "${large.key}" is larger than ${maxValueBytes / 1024} kB, more than a Studio setting takes: nothing was stored.`
      throw new LakeError(413, { error: { type: 'requestEntityTooLarge', description } }, description)
    }
    for (const { key, value } of pairs) {
      // Set again, it becomes the newest.
      this.values.delete(key)
      this.values.set(key, value)
    }
    for (const oldest of this.values.keys()) {
      if (this.values.size <= maxKeys) break
      this.values.delete(oldest)
    }
  }

  get size(): number {
    return this.values.size
  }
}
