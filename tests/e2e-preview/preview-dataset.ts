// What the preview suite's dataset holds beyond the embedded one, and the names the tests use to reach it.
import path from 'node:path'

export const contentLakePort = Number(process.env.CONTENT_LAKE_PORT ?? 4374)
/** Where the suite's lake writes its process id, so a test can signal it. */
export const contentLakePidFile = path.resolve('.test-builds', 'preview', 'content-lake.pid')
export const previewPort = Number(process.env.PREVIEW_PORT ?? 4373)
/** A made-up token: the suite's lake is private and requires it, and no page or script may ever show it. */
export const previewToken = 'sk-preview-lake-9f2c41e7'

export const previewDataset = {
  serviceId: 'service.web',
  publishedTitle: 'Web Development',
  draftTitle: 'Web Development, drafted',
  serviceDraft: {
    _id: 'drafts.service.web',
    _type: 'service',
    title: 'Web Development, drafted',
    description:
      'Fast, accessible websites and web applications built on modern frameworks, designed to rank well, load quickly and stay easy to maintain.',
    features: ['React & Next.js', 'Responsive Design', 'Accessibility', 'Web Performance'],
    icon: 'globe',
    orderRank: '0|100008:',
  },
}
