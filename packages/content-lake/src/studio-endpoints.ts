// What the Studio asks of Sanity's account, project and telemetry APIs, answered for one local editor with full rights.
import type { KeyValues } from './key-values'
import { badRequest, notFound } from './lake-error'
import { decodeSegment } from './http-io'

export interface LakeAnswer {
  status: number
  body: unknown
  /** Sent as is with this content type instead of as JSON (NDJSON exports). */
  contentType?: string
}

export interface StudioContext {
  projectId: string
  dataset: string
  /** Key-value pairs the Studio keeps per user (layout choices, recent searches), kept in memory. */
  keyValues: KeyValues
}

/** The one user of the local lake: every request is this editor, an administrator of the local project. */
export const localEditor = {
  id: 'local-editor',
  name: 'Local editor',
  email: 'editor@localhost',
  profileImage: null,
  role: 'administrator',
  roles: [{ name: 'administrator', title: 'Administrator', description: 'Read and write access to everything' }],
  provider: 'local',
}

/** The administrator's grants, as the dataset ACL lists them for the Studio's permission checks. */
const administratorGrants = [{ filter: '_id in path("**")', permissions: ['read', 'create', 'history', 'update'] }]

/**
 * The plan's features, in the project and at `features`. Told that comments are not among them, the Studio wraps its
 * whole layout in a comments upsell and mounts every tool afresh about a second after it opens, so an open tool loses
 * what it shows. Comments are switched off in the Studio's config on this lake: naming the feature keeps the layout
 * and shows nothing new.
 */
const planFeatures = ['studioComments']

const ok = (body: unknown): LakeAnswer => ({ status: 200, body })

/** Answers a path under the API version prefix (`users/me`, `projects/<id>/…`), or undefined when it is not one of these. */
export function answerStudioEndpoint(
  method: string,
  path: string,
  body: unknown,
  context: StudioContext,
): LakeAnswer | undefined {
  const { projectId, dataset, keyValues } = context
  const project = {
    id: projectId,
    displayName: 'Local Content Lake',
    studioHost: null,
    isBlocked: false,
    isDisabled: false,
    metadata: {},
    organizationId: null,
    members: [
      { id: localEditor.id, role: 'administrator', roles: localEditor.roles, isCurrentUser: true, isRobot: false },
    ],
    features: planFeatures,
  }
  const routes: [RegExp, (match: RegExpExecArray) => LakeAnswer][] = [
    [/^users\/me$/, () => ok(localEditor)],
    [/^auth\/id$/, () => ok({ id: localEditor.id })],
    [/^auth\/logout$/, () => ok({})],
    [/^projects\/[^/]+$/, () => ok(project)],
    [
      /^(projects\/[^/]+\/)?datasets$/,
      () => ok([{ name: dataset, aclMode: 'private', createdAt: null, createdByUserId: localEditor.id, tags: [] }]),
    ],
    [/^projects\/[^/]+\/datasets\/[^/]+\/acl$/, () => ok(administratorGrants)],
    // No project-level grants: nothing to deploy, nobody to invite.
    [/^projects\/[^/]+\/grants$/, () => ok({})],
    [/^projects\/[^/]+\/roles$/, () => ok(localEditor.roles.map((role) => ({ ...role, isCustom: false, projectId })))],
    [/^projects\/[^/]+\/user-applications$/, () => ok([])],
    [/^access\/requests\/me$/, () => ok([])],
    [/^features$/, () => ok(planFeatures)],
    [/^ping$/, () => ok('PONG')],
    // Asked when a live connection fails, to tell a CORS refusal from other trouble: browsers on this machine are allowed.
    [/^check\/cors$/, () => ok({ result: { allowed: true, withCredentials: true } })],
    [/^intake\/telemetry-status$/, () => ok({ status: 'denied' })],
    [/^intake\/batch$/, () => ok({})],
    [
      /^users\/me\/keyvalue(?:\/([^/]+))?$/,
      (match) => {
        if (method === 'GET')
          return ok(
            (match[1] ?? '')
              .split(',')
              .filter(Boolean)
              .map((key) => ({ key, value: keyValues.get(key) })),
          )
        const pairs = Array.isArray(body) ? (body as { key: unknown; value: unknown }[]) : []
        if (pairs.some((pair) => typeof pair?.key !== 'string'))
          throw badRequest('Each key-value pair needs a string "key"')
        keyValues.set(pairs as { key: string; value: unknown }[])
        return ok(pairs)
      },
    ],
    // The Studio's history (changes, revisions) works from these; the local lake keeps no history, so it is empty.
    [
      /^data\/history\/[^/]+\/events\/documents\/([^/]+)$/,
      (match) =>
        ok({
          events: Object.fromEntries(
            decodeSegment(match[1]!)
              .split(',')
              .map((id) => [id, []]),
          ),
        }),
    ],
    [
      /^data\/history\/[^/]+\/transactions\/[^/]+$/,
      () => ({ status: 200, body: '', contentType: 'application/x-ndjson' }),
    ],
    [/^data\/history\/[^/]+\/documents\/[^/]+$/, () => ok({ documents: [] })],
  ]
  for (const [pattern, answer] of routes) {
    const match = pattern.exec(path)
    if (match) return answer(match)
  }
  return undefined
}

/** Endpoints the Studio calls for sales prompts, upsells and notices: "nothing here", as the real API says when it has none. */
export function isQuietlyAbsent(path: string): boolean {
  return /^(journey\/|help$|geoip\/|descriptors\/|projects\/[^/]+\/datasets\/[^/]+\/settings\/)/.test(path)
}

export const nothingHere = (path: string) => notFound(`Nothing at ${path} in the local Content Lake`)
