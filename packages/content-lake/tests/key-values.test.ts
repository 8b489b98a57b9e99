// The Studio's settings as the lake keeps them: the newest 1,000 keys, a key set again counted as new, and no value
// larger than a setting (64 kB), to the byte.
import { LakeError } from '../src/lake-error'
import { KeyValues, maxKeys, maxValueBytes } from '../src/key-values'

const keys = (count: number, from = 0) =>
  Array.from({ length: count }, (_, index) => ({ key: `k${from + index}`, value: from + index }))

it('keeps exactly the newest 1,000 keys', () => {
  const values = new KeyValues()
  values.set(keys(maxKeys))
  expect(values.size).toBe(1_000)
  values.set(keys(1, maxKeys))
  expect(values.size).toBe(1_000)
  expect([values.get('k0'), values.get('k1'), values.get('k1000')]).toEqual([null, 1, 1_000])
})

it('counts a key set again as the newest', () => {
  const values = new KeyValues()
  values.set(keys(maxKeys))
  values.set([{ key: 'k0', value: 'again' }])
  values.set(keys(1, maxKeys))
  expect([values.get('k0'), values.get('k1')]).toEqual(['again', null])
})

it('takes a value of 64 kB, refuses one byte more with 413, and then stores none of the pairs given', () => {
  const values = new KeyValues()
  // JSON adds the two quotes.
  const largest = 'x'.repeat(maxValueBytes - 2)
  values.set([{ key: 'largest', value: largest }])
  expect(values.get('largest')).toBe(largest)
  let refusal: unknown
  try {
    values.set([
      { key: 'small', value: 1 },
      { key: 'huge', value: `${largest}x` },
    ])
  } catch (error) {
    refusal = error
  }
  expect(refusal).toBeInstanceOf(LakeError)
  const description = 'The value of "huge" is larger than 64 kB, more than a Studio setting takes: nothing was stored.'
  expect(refusal).toMatchObject({ status: 413, body: { error: { type: 'requestEntityTooLarge', description } } })
  expect(values.get('small')).toBeNull()
})

it('takes a key with no value, and answers null for a key it does not have', () => {
  const values = new KeyValues()
  values.set([{ key: 'empty', value: undefined }])
  expect(values.size).toBe(1)
  expect(values.get('other')).toBeNull()
})
