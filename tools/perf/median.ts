// The one median of the project: the Site tool's publish-to-live time and every figure a measuring script reports.

/** The middle of the values; of an even count, the mean of the two middle ones. Throws on none: there is no middle. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values')
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}
