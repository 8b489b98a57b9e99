// The Studio's desk: singletons open directly, list documents are ordered by drag and drop.
import { orderableDocumentListDeskItem } from '@sanity/orderable-document-list'
import type { StructureResolver } from 'sanity/structure'
import { documentIcons } from './studio-schema'

export const structure: StructureResolver = (S, context) =>
  S.list()
    .title('Content')
    .items([
      S.listItem()
        .title('Site settings')
        .icon(documentIcons.siteSettings)
        .child(S.document().schemaType('siteSettings').documentId('siteSettings').title('Site settings')),
      S.listItem()
        .title('Home page')
        .icon(documentIcons.homePage)
        .child(S.document().schemaType('homePage').documentId('homePage').title('Home page')),
      S.divider(),
      orderableDocumentListDeskItem({ type: 'service', title: 'Services', icon: documentIcons.service, S, context }),
      orderableDocumentListDeskItem({ type: 'benefit', title: 'Benefits', icon: documentIcons.benefit, S, context }),
      orderableDocumentListDeskItem({
        type: 'portfolioItem',
        title: 'Portfolio',
        icon: documentIcons.portfolioItem,
        S,
        context,
      }),
      S.divider(),
      S.documentTypeListItem('legalPage').title('Legal pages').icon(documentIcons.legalPage),
    ])
