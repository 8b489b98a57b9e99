// Git's conflict markers in a file of one document a line: each conflict found, with its lines and the documents in it,
// so a merge left half done is named as one, not as a list of lines that are not JSON.

/** One conflict as git writes it: `<<<<<<< ours`, [`||||||| base`,] `=======`, `>>>>>>> theirs`, and the lines between. */
export interface MergeConflict {
  /** The 1-based numbers of its marker lines, in file order. */
  markerLines: number[]
  /** The `_id`s of the document lines between its markers (any side), each once, in file order; none if it never closes. */
  documentIds: string[]
}

// Git's markers are seven characters at the start of a line (merge.conflictStyle merge, diff3 or zdiff3); the opening,
// base and closing ones carry a label after a space. No line of a JSON document starts with any of them.
const opening = /^<{7}(?: |$)/
const base = /^\|{7}(?: |$)/
const separator = /^={7}$/
const closing = /^>{7}(?: |$)/

function idOf(line: string): string | undefined {
  try {
    // A line of JSON that is not an object (null, a string, a number) has no _id either.
    const id = (JSON.parse(line) as { _id?: unknown } | null)?._id
    return typeof id === 'string' ? id : undefined
  } catch {
    return undefined
  }
}

/**
 * Every conflict git left in these lines, in file order. A marker without its partners (an opening line alone, a
 * separator left behind) is a conflict too: the merge was not finished.
 */
export function findMergeConflicts(lines: readonly string[]): MergeConflict[] {
  const conflicts: MergeConflict[] = []
  let open: { conflict: MergeConflict; ids: Set<string> } | undefined
  lines.forEach((raw, index) => {
    const line = raw.replace(/\r$/, '')
    const isMarker = [opening, base, separator, closing].some((marker) => marker.test(line))
    if (isMarker) {
      if (!open || opening.test(line)) {
        open = { conflict: { markerLines: [], documentIds: [] }, ids: new Set() }
        conflicts.push(open.conflict)
      }
      open.conflict.markerLines.push(index + 1)
      // Only a conflict that closes says which documents it holds: after a lone marker, every line would count.
      if (closing.test(line)) {
        open.conflict.documentIds = [...open.ids]
        open = undefined
      }
      return
    }
    const id = open && idOf(line)
    if (id) open!.ids.add(id)
  })
  return conflicts
}

/** "lines 12, 14 and 16" */
export function describeLines(numbers: readonly number[]): string {
  if (numbers.length === 1) return `line ${numbers[0]}`
  return `lines ${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}`
}
