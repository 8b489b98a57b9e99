// Reading the lake's two files into documents, and what changed between two readings: by document across both files,
// so that a document moved from one file to the other is a move, not a removal.
import path from 'node:path'
import { parseDataset, type ParseOptions, type RawDocument } from './dataset-format'
import type { FileKind } from './document-placement'

/** A file as the lake last read or wrote it: its text, and its documents. */
export interface FileReading {
  text: string | null
  documents: RawDocument[]
  /**
   * Which file held that text (LakeFileSystem.identity): read just after it, or the file the lake's own write put there.
   * A write goes ahead only over this very file: a file with the same text, written again since, is another.
   */
  identity: string | null
}

/** One document that changed outside the lake, and the file it is in now (or was in, if it was removed). */
export interface OutsideChange {
  id: string
  before: RawDocument | null
  after: RawDocument | null
  file: FileKind
}

/** A file's documents; an empty file holds none, and only the dataset file must exist. */
export function parseFileOfKind(
  kind: FileKind,
  file: string,
  text: string | null,
  options: ParseOptions = {},
): RawDocument[] {
  if (text === null) {
    if (kind === 'drafts') return []
    throw new Error('the file is missing')
  }
  return parseDataset(text, path.basename(file), options)
}

export type Readings = Record<FileKind, FileReading>

/** Ids found in both files. */
export function idsInBoth(readings: Readings): string[] {
  const inDataset = new Set(readings.dataset.documents.map((document) => document._id))
  return readings.drafts.documents.filter((document) => inDataset.has(document._id)).map((document) => document._id)
}

/** Each document's file in a reading of both (which must not share an id). */
export function filesOf(readings: Readings): Map<string, FileKind> {
  const fileOf = new Map<string, FileKind>()
  for (const kind of ['dataset', 'drafts'] as const)
    for (const document of readings[kind].documents) fileOf.set(document._id, kind)
  return fileOf
}

/** The documents that differ between two readings of both files, by id. */
export function changesBetween(before: Readings, after: Readings): OutsideChange[] {
  const indexed = (readings: Readings) => {
    const documents = new Map<string, { document: RawDocument; file: FileKind }>()
    for (const file of ['dataset', 'drafts'] as const)
      for (const document of readings[file].documents) documents.set(document._id, { document, file })
    return documents
  }
  const [old, now] = [indexed(before), indexed(after)]
  const changes: OutsideChange[] = []
  for (const id of new Set([...old.keys(), ...now.keys()])) {
    const [a, b] = [old.get(id), now.get(id)]
    if (JSON.stringify(a?.document) === JSON.stringify(b?.document)) continue
    changes.push({ id, before: a?.document ?? null, after: b?.document ?? null, file: (b ?? a)!.file })
  }
  return changes
}
