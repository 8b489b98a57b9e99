// The Actions API (what the Studio edits and publishes with), carried out as the mutations each action stands for.
import type { RawDocument } from './dataset-format'
import { draftIdOf, isDraftId, isValidDocumentId } from './document-ids'
import type { LakeMutation, TransactionDraft } from './transaction'

type Action = Record<string, unknown>

/** A published or draft document as the base of another: the system fields belong to the one it becomes. */
function asDocument(source: RawDocument, id: string, createdAt?: unknown): RawDocument {
  const document: RawDocument = { ...source, _id: id }
  for (const field of ['_rev', '_updatedAt', '_originalId']) delete document[field]
  return createdAt ? { ...document, _createdAt: createdAt } : document
}

const idField = (action: Action, field: string): string | undefined =>
  isValidDocumentId(action[field]) ? (action[field] as string) : undefined

/** Turns action `index` into mutations against the transaction's current state; a bad action is recorded as a failure. */
function mutationsFor(action: Action, index: number, draft: TransactionDraft): LakeMutation[] | undefined {
  const type = action.actionType
  const fail = (status: number, errorType: string, description: string, id?: string) =>
    void draft.fail(index, status, errorType, description, id)
  const needId = (field: string) => {
    const id = idField(action, field)
    if (!id)
      fail(
        400,
        'invalidActionError',
        `actions[${index}] (${String(type)}) needs a valid ${field}, got ${JSON.stringify(action[field] ?? null)}`,
      )
    return id
  }

  switch (type) {
    case 'sanity.action.document.create': {
      const publishedId = needId('publishedId')
      const attributes = action.attributes as Record<string, unknown> | undefined
      if (!publishedId) return
      if (typeof attributes !== 'object' || attributes === null)
        return fail(400, 'invalidActionError', `actions[${index}] (create) needs attributes`)
      const document = { ...attributes, _id: (attributes._id as string | undefined) ?? draftIdOf(publishedId) }
      return [action.ifExists === 'ignore' ? { createIfNotExists: document } : { create: document }]
    }
    case 'sanity.action.document.edit': {
      const draftId = needId('draftId')
      const publishedId = needId('publishedId')
      if (!draftId || !publishedId) return
      if (typeof action.patch !== 'object' || action.patch === null)
        return fail(400, 'invalidActionError', `actions[${index}] (edit) needs a patch`)
      const base = draft.get(draftId) ?? draft.get(publishedId)
      if (!base)
        return fail(404, 'documentNotFoundError', `Neither "${draftId}" nor "${publishedId}" exists to edit`, draftId)
      // Editing a published document starts its draft from it.
      const start: LakeMutation[] = draft.get(draftId) ? [] : [{ createIfNotExists: asDocument(base, draftId) }]
      return [...start, { patch: { ...(action.patch as object), id: draftId } }]
    }
    case 'sanity.action.document.publish': {
      const draftId = needId('draftId')
      const publishedId = needId('publishedId')
      if (!draftId || !publishedId) return
      const source = draft.get(draftId)
      const published = draft.get(publishedId)
      if (!source) return fail(404, 'documentNotFoundError', `There is no draft "${draftId}" to publish`, draftId)
      if (action.ifDraftRevisionId !== undefined && action.ifDraftRevisionId !== source._rev) {
        return fail(
          409,
          'documentRevisionIDDoesNotMatchError',
          `The draft "${draftId}" changed since it was read (revision ${String(source._rev)})`,
          draftId,
        )
      }
      if (action.ifPublishedRevisionId !== undefined && action.ifPublishedRevisionId !== published?._rev) {
        return fail(
          409,
          'documentRevisionIDDoesNotMatchError',
          `"${publishedId}" changed since it was read (${published ? `revision ${String(published._rev)}` : 'it is not published now'})`,
          publishedId,
        )
      }
      return [
        { createOrReplace: asDocument(source, publishedId, published?._createdAt ?? source._createdAt) },
        { delete: { id: draftId } },
      ]
    }
    case 'sanity.action.document.discard': {
      const draftId = needId('draftId')
      if (!draftId) return
      if (!isDraftId(draftId))
        return fail(400, 'invalidActionError', `actions[${index}] (discard): "${draftId}" is not a draft`, draftId)
      if (!draft.get(draftId))
        return fail(404, 'documentNotFoundError', `There is no draft "${draftId}" to discard`, draftId)
      return [{ delete: { id: draftId } }]
    }
    case 'sanity.action.document.unpublish': {
      const draftId = needId('draftId')
      const publishedId = needId('publishedId')
      if (!draftId || !publishedId) return
      const published = draft.get(publishedId)
      if (!published) return fail(404, 'documentNotFoundError', `"${publishedId}" is not published`, publishedId)
      return [{ createIfNotExists: asDocument(published, draftId) }, { delete: { id: publishedId } }]
    }
    case 'sanity.action.document.delete': {
      const publishedId = needId('publishedId')
      if (!publishedId) return
      const drafts = Array.isArray(action.includeDrafts) ? action.includeDrafts.filter(isValidDocumentId) : []
      return [publishedId, draftIdOf(publishedId), ...drafts].map((id) => ({ delete: { id } }))
    }
    case 'sanity.action.document.replaceDraft': {
      const publishedId = needId('publishedId')
      const attributes = action.attributes as Record<string, unknown> | undefined
      if (!publishedId) return
      if (typeof attributes !== 'object' || attributes === null)
        return fail(400, 'invalidActionError', `actions[${index}] (replaceDraft) needs attributes`)
      return [{ createOrReplace: { ...attributes, _id: draftIdOf(publishedId) } }]
    }
    default:
      return fail(
        400,
        'unsupportedActionError',
        `actions[${index}]: the local Content Lake does not support the action ${JSON.stringify(type ?? null)} (releases and versions are not offline)`,
      )
  }
}

/** Applies each action in order; later actions see what earlier ones did. */
export function applyActions(actions: unknown, draft: TransactionDraft): void {
  if (!Array.isArray(actions) || actions.length === 0) {
    return draft.fail(0, 400, 'invalidActionError', '`actions` must be a non-empty array of actions')
  }
  actions.forEach((action, index) => {
    if (typeof action !== 'object' || action === null)
      return draft.fail(index, 400, 'invalidActionError', `actions[${index}] must be an object`)
    const mutations = mutationsFor(action as Action, index, draft)
    mutations?.forEach((mutation) => draft.apply(mutation, index))
  })
}
