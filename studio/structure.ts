// The Studio's desk: singletons open directly, list documents are ordered by drag and drop.
import { orderableDocumentListDeskItem } from '@sanity/orderable-document-list'
import { Award, Briefcase, Home, Layers, Scale, Settings } from 'lucide-react'
import type { StructureResolver } from 'sanity/structure'

export const structure: StructureResolver = (S, context) =>
  S.list()
    .title('Content')
    .items([
      S.listItem().title('Site settings').icon(Settings).child(S.document().schemaType('siteSettings').documentId('siteSettings').title('Site settings')),
      S.listItem().title('Home page').icon(Home).child(S.document().schemaType('homePage').documentId('homePage').title('Home page')),
      S.divider(),
      orderableDocumentListDeskItem({ type: 'service', title: 'Services', icon: Layers, S, context }),
      orderableDocumentListDeskItem({ type: 'benefit', title: 'Benefits', icon: Award, S, context }),
      orderableDocumentListDeskItem({ type: 'portfolioItem', title: 'Portfolio', icon: Briefcase, S, context }),
      S.divider(),
      S.documentTypeListItem('legalPage').title('Legal pages').icon(Scale),
    ])
