// Which file a document new to the lake goes to: the tracked dataset file for published content, the drafts file for
// what no build may read nor git keep. The lake's writing of both files is in dataset-files.test.ts.
import { fileForNewDocument } from '../src/document-placement'

describe('a document new to the lake', () => {
  it.each([
    ['a draft', 'drafts.service.web'],
    ['a release version', 'versions.spring.service.web'],
    ['one of Sanity’s system documents', '_.groups.editors'],
    ['one of a Sanity tool’s own', 'sanity-preview-url-secret.abc'],
    ['a private one, by its path', 'siteDeployHook.settings'],
  ])('goes to the drafts file when it is %s', (_, id) => {
    expect(fileForNewDocument(id, ['siteDeployHook'])).toBe('drafts')
  })

  it.each([
    ['a published one', 'service.web'],
    ['a published one whose id has “sanity.” or “_.” after its start', 'portfolioItem.built-on-sanity.v_.2'],
    ['a published one whose id starts as a private path does, but is not under it', 'siteDeployHookNotes.x'],
  ])('goes to the dataset file when it is %s', (_, id) => {
    expect(fileForNewDocument(id, ['siteDeployHook'])).toBe('dataset')
  })
})
