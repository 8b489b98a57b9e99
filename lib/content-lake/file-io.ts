// How the lake touches its files, behind one small interface: the disk, or a stand-in that fails or stops where a test says.
import { readFile } from 'node:fs/promises'
import { removeFileDurably, writeFileAtomically } from '../content/atomic-file'

export interface LakeFileIo {
  /** The file's text, or null when there is none. */
  read(file: string): Promise<string | null>
  /** Replaces the file whole and durably: a temporary file flushed and renamed over it, its folder flushed. */
  write(file: string, text: string): Promise<void>
  /** Removes the file, if there is one, durably. */
  remove(file: string): Promise<void>
}

export const diskIo: LakeFileIo = {
  read: (file) => readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? null : Promise.reject(error))),
  write: writeFileAtomically,
  remove: removeFileDurably,
}
