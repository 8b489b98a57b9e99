// What changed between two readings of the lake's two files, by document: an edit, an addition and a removal each with
// the document before and after and the file it is in now (or was in), and a document moved between the files
// unchanged is no change at all.
import type { RawDocument } from '../src/dataset-format'
import { changesBetween, type Readings } from '../src/dataset-reading'

const benefit: RawDocument = { _id: 'benefit.fast', _type: 'benefit', _rev: 'r1', title: 'Fast' }
const service: RawDocument = { _id: 'service.web', _type: 'service', _rev: 'r2', title: 'Web' }
const draft: RawDocument = { ...service, _id: 'drafts.service.web', _rev: 'r3', title: 'Web, edited' }

const reading = (dataset: RawDocument[], drafts: RawDocument[]): Readings => ({
  dataset: { text: 'the dataset file', documents: dataset, identity: null },
  drafts: { text: 'the drafts file', documents: drafts, identity: null },
})

it('names each document edited, added or removed, with its text before and after and its file', () => {
  const edited = { ...benefit, _rev: 'r4', title: 'Fast, edited' }
  const added = { _id: 'benefit.new', _type: 'benefit', _rev: 'r5', title: 'New' }
  const changes = changesBetween(reading([benefit, service], [draft]), reading([edited, service, added], []))
  expect(changes).toEqual([
    { id: 'benefit.fast', before: benefit, after: edited, file: 'dataset' },
    { id: 'drafts.service.web', before: draft, after: null, file: 'drafts' },
    { id: 'benefit.new', before: null, after: added, file: 'dataset' },
  ])
})

it('takes a document moved from one file to the other unchanged for no change, and one edited as it moved for an edit where it is now', () => {
  const moved = { ...benefit, title: 'Fast, edited as it moved' }
  expect(changesBetween(reading([benefit, service], []), reading([service], [benefit]))).toEqual([])
  expect(changesBetween(reading([benefit, service], []), reading([service], [moved]))).toEqual([
    { id: 'benefit.fast', before: benefit, after: moved, file: 'drafts' },
  ])
})
