// A folder too slow for one mutation run is measured in parts: its files shared out so that each part is about as
// large, each part a Stryker run (and a job of the weekly workflow) of its own, and the parts' JSON reports merged into
// the folder's once every part is measured at one commit (scripts/mutation-test.ts).
import type { RunFacts, StrykerReport } from './mutation-report'

/** One Stryker run: a folder, or part `part` of its `of` parts. */
export interface MutationJob {
  folder: string
  part?: number
  of?: number
}

/** A file of the folder and its size, by which the parts are balanced. */
export interface SizedFile {
  file: string
  size: number
}

/**
 * Part `part` (1-based) of `of`: the largest files first, each to the part that is smallest so far; the same files
 * always split the same way. `kept`, the files each part was last measured with, stay in their parts when it names
 * every part and no file twice: an edit that changes a file's size then moves no file to another part, where none of
 * its results could be reused. Only files not in it (new ones) are then shared out, and a file gone is left out.
 */
export function filesOfPart(files: SizedFile[], part: number, of: number, kept: readonly string[][] = []): string[] {
  if (!Number.isInteger(of) || of < 1 || !Number.isInteger(part) || part < 1 || part > of)
    throw new Error(`There is no part ${part} of ${of}: a part is a whole number from 1 to ${of}`)
  const sizeOf = new Map(files.map(({ file, size }) => [file, size]))
  const keptFiles = kept.flat()
  const keeps = kept.length === of && new Set(keptFiles).size === keptFiles.length
  const parts = Array.from({ length: of }, (_, index) => {
    const still = keeps ? kept[index]!.filter((file) => sizeOf.has(file)) : []
    return { size: still.reduce((sum, file) => sum + sizeOf.get(file)!, 0), files: still }
  })
  const placed = new Set(parts.flatMap(({ files }) => files))
  const others = files
    .filter(({ file }) => !placed.has(file))
    .sort((a, b) => b.size - a.size || a.file.localeCompare(b.file))
  for (const { file, size } of others) {
    const smallest = parts.reduce((least, each) => (each.size < least.size ? each : least))
    smallest.files.push(file)
    smallest.size += size
  }
  return parts[part - 1]!.files.sort()
}

/** The folder's runs: each part of a folder that has parts, else the folder in one run. */
export function jobsOf(folders: string[], parts: Record<string, number>): MutationJob[] {
  return folders.flatMap((folder) => {
    const of = parts[folder] ?? 1
    return of === 1 ? [{ folder }] : Array.from({ length: of }, (_, index) => ({ folder, part: index + 1, of }))
  })
}

/** The name a run's reports take in reports/mutation/: the folder's slug, and the part when there are parts. */
export function reportName({ folder, part, of }: MutationJob): string {
  const slug = folder.replace(/\//g, '-')
  return part === undefined ? slug : `${slug}.part-${part}-of-${of}`
}

/** How a job reads in a log, a report or a workflow run's list of jobs. */
export const jobTitle = ({ folder, part, of }: MutationJob): string =>
  part === undefined ? folder : `${folder}, part ${part} of ${of}`

/** A run's JSON report, the facts of the run that wrote it, and the files it mutated. */
export interface PartReport {
  job: MutationJob
  report: StrykerReport
  run: RunFacts
  /** Absent in a run's facts written before the files were recorded. */
  mutated?: string[]
}

/**
 * The report's results for the files the run mutated, and no other. Stryker's report also holds the results its
 * incremental file kept of files it did not mutate this time: a file that a part mutated once, before the sizes changed
 * and it moved to another part, is carried along unchanged, tested against the tests of that time.
 */
export function mutatedOnly(report: StrykerReport, mutated: string[]): StrykerReport {
  return {
    ...report,
    files: Object.fromEntries(Object.entries(report.files).filter(([file]) => mutated.includes(file))),
  }
}

export type Merged = { complete: true; report: StrykerReport; run: RunFacts } | { complete: false; why: string }

/** The commits whose results the runs reused, each named once, or nothing when every run tested every mutant. */
const reusedOf = (reports: PartReport[]) => {
  const reused = [...new Set(reports.flatMap(({ run }) => run.reused ?? []))]
  return reused.length ? { reused } : {}
}

/**
 * The folder's report, when every one of its runs is there, all were measured at one commit, and they mutated each of
 * the folder's `files` once: the files each mutated, the latest end, the machines named once, and the time summed.
 * Otherwise why not, in a sentence.
 */
export function mergeParts(folder: string, of: number, reports: PartReport[], files: readonly string[]): Merged {
  const missing = Array.from({ length: of }, (_, index) => index + 1).filter(
    (part) => !reports.some(({ job }) => (job.part ?? 1) === part),
  )
  if (missing.length)
    return {
      complete: false,
      why:
        of === 1
          ? `${folder} has no run's report in reports/mutation/`
          : `${folder} waits for ${missing.length === 1 ? 'part' : 'parts'} ${missing.join(', ')} of ${of}`,
    }
  const unnamed = reports.filter(({ mutated }) => mutated === undefined).map(({ job }) => job.part ?? 1)
  if (unnamed.length)
    return {
      complete: false,
      why:
        of === 1
          ? `${folder}'s run was made before runs named the files they mutate: run it again`
          : `${folder}'s ${unnamed.length === 1 ? 'part' : 'parts'} ${unnamed.join(', ')} ${unnamed.length === 1 ? 'was' : 'were'} measured before runs named the files they mutate: run ${unnamed.length === 1 ? 'it' : 'them'} again`,
    }
  const commits = [...new Set(reports.map(({ run }) => run.commit))]
  if (commits.length > 1)
    return {
      complete: false,
      why: `${folder}'s parts were measured at different commits (${commits.join(', ')}): run them again at one`,
    }
  const partsOf = (file: string) => reports.filter(({ mutated }) => mutated!.includes(file)).map(({ job }) => job.part)
  const twice = [...new Set(reports.flatMap(({ mutated }) => mutated!))].filter((file) => partsOf(file).length > 1)
  const never = files.filter((file) => partsOf(file).length === 0)
  if (twice.length || never.length)
    return {
      complete: false,
      why: `${folder}'s runs did not mutate each of its files once (${[
        ...twice.map((file) => `${file} in parts ${partsOf(file).join(', ')}`),
        ...never.map((file) => `${file} in none`),
      ].join('; ')}): run ${of === 1 ? 'it' : 'them'} again at one commit`,
    }
  return {
    complete: true,
    report: {
      files: Object.assign(
        {},
        ...reports.map(({ report, mutated }) => mutatedOnly(report, mutated!).files),
      ) as StrykerReport['files'],
    },
    run: {
      measuredAt: reports
        .map(({ run }) => run.measuredAt)
        .sort()
        .at(-1)!,
      commit: commits[0]!,
      machine: [...new Set(reports.map(({ run }) => run.machine))].join('; '),
      seconds: reports.reduce((sum, { run }) => sum + run.seconds, 0),
      ...reusedOf(reports),
    },
  }
}
