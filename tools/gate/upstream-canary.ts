// The upstream canary (.github/workflows/upstream.yml): which declarations move when one upstream's newest release is
// tried over the lockfile, and the words a run ends with, naming the package and version that broke and the step.
import { parse } from 'yaml'
import type { StepResult } from './job-summary'

/** The upstreams the canary tries, one at a time, so that a red run can only be that package's doing. */
export const upstreams = {
  // Only next: no step of the canary lints, so eslint-config-next stays, and Next's canary brings the React it was built with.
  next: (name: string) => name === 'next',
  // sanity and the @sanity/* packages of the same release (declared at sanity's version): they are published together.
  sanity: (name: string) => name === 'sanity' || name.startsWith('@sanity/'),
} as const

export type Upstream = keyof typeof upstreams

export const isUpstream = (name: string): name is Upstream => Object.hasOwn(upstreams, name)

export interface Manifest {
  dependencies?: Record<string, string>
  devDependencies?: Record<string, string>
  overrides?: Record<string, unknown>
  [field: string]: unknown
}

const sections = ['dependencies', 'devDependencies'] as const

/** The version the manifests declare for the upstream itself, exactly; a range would not say which release is locked. */
function declaredVersion(manifests: Record<string, Manifest>, upstream: Upstream): string {
  const declared = new Set(
    Object.values(manifests).flatMap((manifest) =>
      sections.map((section) => manifest[section]?.[upstream]).filter(Boolean),
    ),
  )
  if (declared.size !== 1)
    throw new Error(
      `The manifests should declare ${upstream} at one exact version; they declare ${[...declared].join(', ') || 'none'}`,
    )
  return [...declared][0]!
}

/**
 * The manifests with the upstream and its release's packages (those of its family declared at its exact version) set
 * to `version`, and the root's overrides of its family dropped: they held a package of the old release. Also what
 * changed, one line each, for the log.
 */
export function moveUpstream(
  manifests: Record<string, Manifest>,
  upstream: Upstream,
  version: string,
): { manifests: Record<string, Manifest>; changes: string[] } {
  const locked = declaredVersion(manifests, upstream)
  const inFamily = upstreams[upstream]
  const changes: string[] = []
  const moved = Object.fromEntries(
    Object.entries(manifests).map(([file, manifest]) => {
      const next: Manifest = structuredClone(manifest)
      for (const section of sections)
        for (const [name, declared] of Object.entries(next[section] ?? {}))
          if (inFamily(name) && declared === locked) {
            next[section]![name] = version
            changes.push(`${file} ${section}.${name}: ${locked} → ${version}`)
          }
      for (const name of Object.keys(next.overrides ?? {}))
        if (inFamily(name)) {
          delete next.overrides![name]
          changes.push(`${file} overrides.${name}: dropped (it held the release of ${upstream}@${locked})`)
        }
      return [file, next]
    }),
  )
  return { manifests: moved, changes }
}

interface Step {
  id?: string
  name?: string
  run?: string
}

/** The first line of the canary's verdict: what was tried, and which of its steps failed, by name and command. */
export function canaryVerdict(
  workflowText: string,
  job: string,
  upstream: Upstream,
  steps: Record<string, StepResult>,
): { passed: boolean; message: string } {
  const jobSteps = (
    (parse(workflowText) as { jobs: Record<string, { steps?: Step[] }> }).jobs[job]?.steps ?? []
  ).filter((step) => step.id && step.run)
  if (!jobSteps.length) throw new Error(`The workflow has no job "${job}" with run steps`)
  const tried = steps.upstream?.outputs?.installed || `the newest ${upstream}`
  const failed = jobSteps.filter((step) => steps[step.id!]?.outcome === 'failure')
  if (!failed.length) return { passed: true, message: `${tried} passed every step, everything else as locked.` }
  const what = failed.map((step) => `"${step.name ?? step.id}" (${step.run!.trim().split('\n')[0]})`).join(', ')
  return {
    passed: false,
    message: `${tried} broke ${what}, everything else as locked. What to do: docs/testing.md#when-the-upstream-canary-goes-red`,
  }
}
