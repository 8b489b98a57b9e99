// Validation rules shared by several schema types; the build runs these same rules on every fetched document.
import type { CustomValidator } from '@sanity/types'
import { isAllowedHref } from '../../../lib/presets/links'
import { imageHost } from '../../../lib/presets/portfolio'

export const allowedHref: CustomValidator<string | undefined> = (value) =>
  value === undefined || isAllowedHref(value)
    ? true
    : `Links may only be https, http, mailto:, tel:, a relative path or a #anchor (got "${value}")`

export const stockImageUrl: CustomValidator<string | undefined> = (value) => {
  if (value === undefined) return true
  try {
    const url = new URL(value)
    if (url.protocol !== 'https:') return `Image URL must use https (got "${value}")`
    if (url.hostname !== imageHost) return `Image URL must be on ${imageHost} (got "${url.hostname}")`
    return true
  } catch {
    return `Image URL is not a valid URL (got "${value}")`
  }
}

export const phoneNumber: CustomValidator<string | undefined> = (value) => {
  if (value === undefined) return true
  if (!/^\+?[0-9 ().-]{7,20}$/.test(value))
    return `Phone number may hold only digits, spaces, +, (, ), . and - (got "${value}")`
  const digits = value.replace(/\D/g, '').length
  return digits >= 7 && digits <= 15 ? true : `Phone number needs 7 to 15 digits (got ${digits} in "${value}")`
}
