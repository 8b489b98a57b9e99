// Git's conflict markers in a dataset file, found line by line: what is a marker and what is not, which documents a
// conflict holds, and a merge left half done.
import { describeLines, findMergeConflicts } from '../src/merge-conflicts'

const doc = (id: string) => JSON.stringify({ _id: id, _type: 'service', title: `Title of ${id}` })

describe('a conflict git wrote', () => {
  it('is found with its marker lines and the documents of every side, and none from outside it', () => {
    const lines = [
      doc('before'),
      '<<<<<<< HEAD',
      doc('ours'),
      '||||||| merged common ancestors',
      doc('base'),
      '=======',
      doc('theirs'),
      doc('ours'),
      '>>>>>>> feature',
      doc('after'),
    ]
    expect(findMergeConflicts(lines)).toEqual([{ markerLines: [2, 4, 6, 9], documentIds: ['ours', 'base', 'theirs'] }])
  })

  it('is found with markers that carry no label, and with the Windows line ends git keeps', () => {
    const bare = ['<<<<<<<', doc('a'), '|||||||', '=======', doc('b'), '>>>>>>>']
    expect(findMergeConflicts(bare)).toEqual([{ markerLines: [1, 3, 4, 6], documentIds: ['a', 'b'] }])
    const crlf = ['<<<<<<< ours\r', `${doc('a')}\r`, '=======\r', '>>>>>>> theirs\r']
    expect(findMergeConflicts(crlf)).toEqual([{ markerLines: [1, 3, 4], documentIds: ['a'] }])
  })

  it('holds only lines that are documents with a string _id', () => {
    const lines = [
      '<<<<<<< ours',
      doc('kept'),
      '"a string"',
      'null',
      '[1, 2]',
      '{"_id": 5}',
      '{"title": "no id"}',
      'not JSON at all',
      '',
      '=======',
      '>>>>>>> theirs',
    ]
    expect(findMergeConflicts(lines)).toEqual([{ markerLines: [1, 10, 11], documentIds: ['kept'] }])
  })

  it('is one of several, each with its own lines and documents', () => {
    const lines = [
      '<<<<<<< a',
      doc('x'),
      '=======',
      '>>>>>>> b',
      doc('y'),
      '<<<<<<< a',
      '=======',
      doc('z'),
      '>>>>>>> b',
    ]
    expect(findMergeConflicts(lines)).toEqual([
      { markerLines: [1, 3, 4], documentIds: ['x'] },
      { markerLines: [6, 7, 9], documentIds: ['z'] },
    ])
  })
})

describe('a merge left half done', () => {
  it('is a conflict for each marker without its partners, naming no documents (it never closes)', () => {
    expect(findMergeConflicts([doc('a'), '=======', doc('b')])).toEqual([{ markerLines: [2], documentIds: [] }])
    expect(findMergeConflicts(['<<<<<<< ours', doc('a'), doc('b')])).toEqual([{ markerLines: [1], documentIds: [] }])
  })

  it('starts a new conflict at each opening marker, as git never nests them', () => {
    const lines = ['<<<<<<< ours', doc('a'), '<<<<<<< ours', doc('b'), '=======', '>>>>>>> theirs']
    expect(findMergeConflicts(lines)).toEqual([
      { markerLines: [1], documentIds: [] },
      { markerLines: [3, 5, 6], documentIds: ['b'] },
    ])
  })
})

describe('a line that is not a marker', () => {
  it.each([
    ['a marker character alone', ['<', '|', '=', '>', '< a', '| a', '> a']],
    ['six or eight of them', ['<<<<<< a', '|||||| a', '======', '>>>>>> a', '========', '<<<<<<<< a']],
    ['a label without its space', ['<<<<<<<HEAD', '|||||||base', '=======x', '>>>>>>>feature']],
    [
      'markers not at the start',
      [' <<<<<<< a', 'x||||||| a', 'x=======', '\r=======', 'x>>>>>>> a', `{"_id":"a","title":"<<<<<<< a"}`],
    ],
  ])('%s is no conflict', (_, lines) => {
    expect(findMergeConflicts(lines)).toEqual([])
  })
})

describe('the lines of a conflict, in a sentence', () => {
  it.each([
    [[12], 'line 12'],
    [[3, 5], 'lines 3 and 5'],
    [[12, 14, 16, 18], 'lines 12, 14, 16 and 18'],
  ])('%j is "%s"', (numbers, sentence) => expect(describeLines(numbers)).toBe(sentence))
})
