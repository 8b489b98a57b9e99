// What a document's live-status badge says, from the shared snapshot: "Live" when the live site shows the published
// revision, "Waiting for rebuild" when it does not yet (red once overdue), "Live status unknown" when the site cannot be
// read ("No local site", "Local site building", "Local site build failed" for npm run studio's local site); nothing
// for a document never published, or before the first check.
import type { DocumentBadgeDescription, DocumentBadgeProps } from 'sanity'
import { compareWithLive, timeAgo } from './logic/compare'
import { localSiteAbsence } from './logic/live-build'
import type { SiteStatusOptions } from './site-status-options'
import type { SiteStatusSnapshot } from './site-status-store'
import { clockTime, siteWording } from './site-wording'

export function documentBadge(
  published: DocumentBadgeProps['published'],
  { live, checkedAt }: Pick<SiteStatusSnapshot, 'live' | 'checkedAt'>,
  options: Pick<SiteStatusOptions, 'local' | 'overdueAfterMs'>,
): DocumentBadgeDescription | null {
  if (!published?._rev || !live || checkedAt === undefined) return null
  const local = options.local ? localSiteAbsence(live) : undefined
  if (local === 'none')
    return { label: siteWording.badge.noLocalSite, title: siteWording.badge.noLocalSiteTitle(live.url) }
  if (local === 'building')
    return { label: siteWording.badge.localSiteBuilding, title: siteWording.badge.localSiteBuildingTitle }
  if (local === 'failed')
    return {
      label: siteWording.badge.localBuildFailed,
      color: 'danger',
      title: siteWording.badge.localBuildFailedTitle,
    }
  if (live.status !== 'live')
    return { label: siteWording.badge.unknown, title: siteWording.badge.unknownTitle(live.reason) }
  const revision = {
    _id: published._id,
    _type: published._type,
    _rev: published._rev,
    _updatedAt: published._updatedAt,
  }
  const [document] = compareWithLive([revision], live, checkedAt, options.overdueAfterMs).documents
  if (!document) return null
  if (document.state === 'live')
    return {
      label: siteWording.badge.live,
      color: 'success',
      title: siteWording.badge.liveTitle(clockTime(live.record.builtAt)),
    }
  const ago = timeAgo(document.publishedAt, checkedAt)
  return document.overdue
    ? { label: siteWording.badge.waiting, color: 'danger', title: siteWording.badge.overdueTitle(ago) }
    : { label: siteWording.badge.waiting, color: 'warning', title: siteWording.badge.waitingTitle(ago) }
}
