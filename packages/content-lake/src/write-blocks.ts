// What stops the lake from writing now, by cause (a file it cannot read, a document in both files, a rollback owed,
// its lock lost): each logged once as it starts and once as it ends, however often the Studio tries again.
import { shownPath } from './shown-path'
import type { FileKind } from './document-placement'

export type BlockCause = FileKind | 'both' | 'journal' | 'lock'

export class WriteBlocks {
  private readonly blocks: Partial<Record<BlockCause, string>> = {}

  constructor(
    /** The file each cause is about, for the line that says it is resolved. */
    private readonly fileOf: Record<Exclude<BlockCause, 'both'>, string>,
    private readonly log: (message: string) => void,
  ) {}

  /** Why writes are stopped for this cause, if they are. */
  get(cause: BlockCause): string | undefined {
    return this.blocks[cause]
  }

  /** Records the cause's description, or that it is resolved (undefined). */
  set(cause: BlockCause, description: string | undefined): void {
    if (description === this.blocks[cause]) return
    if (description) this.log(description)
    // Two copies of a document end when one is removed, which the person who removed it knows.
    else if (cause !== 'both')
      this.log(`${shownPath(this.fileOf[cause])}: the problem is resolved, the local Content Lake saves changes again`)
    if (description) this.blocks[cause] = description
    else delete this.blocks[cause]
  }
}
