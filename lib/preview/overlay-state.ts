// Per-request flag: whether this render shows drafts, so click-to-edit attributes appear only in Draft Mode.
import 'server-only'
import { cache } from 'react'

/** React's request-scoped cache: one mutable record per server render, set by the content loader before components run. */
export const overlayState = cache((): { enabled: boolean } => ({ enabled: false }))
