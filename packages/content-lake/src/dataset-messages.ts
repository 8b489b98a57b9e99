// What the lake tells editors and developers when a file cannot be written or read: the file, what happened, and
// what to do. 503, not 409: on a 4xx the Studio drops the editor's change and shows the stored document (sanity's
// TERMINAL_COMMIT_STATUSES); on a 5xx it keeps the change, says "Saving your changes…" and sends it again.
import { JournalConflictError } from './dataset-journal'
import { ChangedOutsideError } from './file-system'
import { LakeError } from './lake-error'
import { shownPath } from './shown-path'

/** A change the lake did not save: nothing of it is in the files, or will be once a rollback has run. */
export function notSaved(type: string, description: string): LakeError {
  return new LakeError(503, { error: { type, description } }, description)
}

/** A change refused because a file it would write was changed outside the lake, in a way the editor has not seen yet. */
export function outsideConflict(file: string, what: string): LakeError {
  return notSaved(
    'datasetFileChangedError',
    `${shownPath(file)} was changed outside the Studio (${what}), so this change was not saved over it. The Studio now shows the file's version, and saves the change again on top of it.`,
  )
}

export const writeFailed = (files: string[], error: Error, rollbackPending: boolean): string =>
  `The local Content Lake could not save this change to ${files.map(shownPath).join(' and ')}: ${error.message}. Nothing of it was saved${
    rollbackPending
      ? ' (the files still hold part of it, which the lake puts back before the next change or at the next start)'
      : ''
  }; make room or fix the file, then try again.`

/**
 * A change that is in the files but that the disk did not confirm it keeps (the folder's flush failed): the lake shows
 * it, asks the disk again before the next change, and answers the Studio's retry of it once the disk has confirmed it.
 */
export function notConfirmed(files: string[], error: Error): LakeError {
  return notSaved(
    'datasetWriteNotConfirmedError',
    `This change is in ${files.map(shownPath).join(' and ')}, but the disk did not confirm that it keeps it (${error.message}), so a power cut could still undo it. The local Content Lake asks the disk again before the next change.`,
  )
}

export const unreadable = (file: string, error: Error): string =>
  `${shownPath(file)} was changed outside the local Content Lake and cannot be read (${error.message}). Nothing is saved to it until it can: fix the file, and the lake takes it in.`

export const stillChanging = (file: string): string =>
  `${shownPath(file)} is still being written by another program. Nothing is saved to it until it stays the same for a moment; then the lake takes it in.`

export const inBothFiles = (datasetFile: string, draftsFile: string, ids: string[]): string =>
  `${shownPath(datasetFile)} and ${shownPath(draftsFile)} both hold ${ids.join(', ')}: a document lives in one of them. Nothing is saved to either until one copy is removed: a published document belongs in ${shownPath(datasetFile)}, its draft and the Studio's own documents in ${shownPath(draftsFile)}.`

export const stillUnconfirmed = (folder: string, error: Error): string =>
  `The disk still does not confirm the last change in ${shownPath(folder)} (${error.message}), so the local Content Lake saves nothing new until it does. Nothing of this change was saved.`

/** A disk that fails while the lake starts: said in a sentence, not a stack. */
export const cannotOpenFile = (datasetFile: string, error: Error): string =>
  `The local Content Lake could not open ${shownPath(datasetFile)}: ${error.message}. Check the disk (free space, permissions), then start the lake again.`

export const rolledBack = (journalFile: string, why: 'cut short' | 'not finished'): string =>
  `The local Content Lake rolled back a change ${why === 'cut short' ? 'that was cut short' : 'it could not finish'} (${shownPath(journalFile)})`

export const journalRemoved = (journalFile: string): string =>
  `The local Content Lake removed the undo journal of a change it could not save (${shownPath(journalFile)}): no file held any of it`

/** Why writes stay stopped after a rollback failed: a file edited since (a person must choose), or the disk. */
export function rollbackStopped(journalFile: string, error: unknown, onlyTheJournal: boolean): string {
  if (error instanceof JournalConflictError) return error.message
  if (error instanceof ChangedOutsideError) {
    return `${shownPath(error.file)} was edited while the local Content Lake was putting back a change it could not finish, so it cannot tell which edits to keep and saves nothing. Its undo journal ${shownPath(journalFile)} holds the texts before and after that change. Keep the files as they are by deleting the journal, or copy back what you need from it first; then start the lake again.`
  }
  if (onlyTheJournal)
    return `${shownPath(journalFile)}, the undo journal of a change that was not saved, could not be removed yet (${(error as Error).message}): nothing is saved until it is.`
  return `${shownPath(journalFile)} could not be rolled back yet (${(error as Error).message}): nothing is saved until it is.`
}
