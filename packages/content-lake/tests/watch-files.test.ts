// The watch on files that are replaced rather than written in place, on the real disk: a burst of replacements is
// answered once when it has settled, `pending()` says whether an answer is still waiting (the local site's build loop
// waits on it), other names in the folder are not changes, and a closed watch answers nothing.
// Nothing here waits for a time. Node hands a watch its events before it runs any timer, and an event reaches every
// watch on the folder in the same turn, so a burst written in one turn is seen whole before its answer can be due, and
// in the turn after another watch saw a change, this one has seen it and not yet answered. Of two answers due
// `settleMs` after their change, the one whose change came first is due first.
import { renameSync, watch, writeFileSync, type FSWatcher } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setImmediate as nextTurn } from 'node:timers/promises'
import { watchFiles, type FileWatch } from '../src/watch-files'
import { waitUntil } from './support'

const settleMs = 50
let folder: string
let file: string
const opened: (FileWatch | FSWatcher)[] = []
beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'watch-files-'))
  file = path.join(folder, 'dataset.ndjson')
  await writeFile(file, '{}\n')
})
afterEach(async () => {
  for (const watcher of opened.splice(0)) watcher.close()
  await rm(folder, { recursive: true, force: true })
})

/** Writes `name` in the folder as git and the lake do: a temporary file renamed over it. */
function replace(name: string, text: string) {
  const temporary = path.join(folder, `.${name}.tmp`)
  writeFileSync(temporary, text)
  renameSync(temporary, path.join(folder, name))
}

/** A watch on `file` that counts its answers; `answered(n)` resolves once it has answered n times. */
function counted() {
  let answers = 0
  const watcher = watchFiles([file], () => void answers++, {
    settleMs,
    broken: (error) => {
      throw error
    },
  })
  opened.push(watcher)
  return {
    watcher,
    answers: () => answers,
    answered: (n: number) =>
      waitUntil(
        () => answers >= n,
        () => `${n} answers (${answers} so far)`,
      ),
  }
}

/** Resolves in the turn after another watch on the folder has seen `name` change: this watch has seen it by then. */
function seen(name: string): Promise<void> {
  return new Promise((resolve) => {
    const probe = watch(folder, (_event, changed) => {
      if (changed !== name) return
      probe.close()
      void nextTurn().then(resolve)
    })
    opened.push(probe)
  })
}

it('answers a burst of replacements once, after it settles, and is pending until then', async () => {
  const { watcher, answers, answered } = counted()
  expect(watcher.pending()).toBe(false)
  const burst = seen('dataset.ndjson')
  for (const text of ['{"a":1}\n', '{"a":2}\n', '{"a":3}\n']) replace('dataset.ndjson', text)
  await burst
  expect(watcher.pending()).toBe(true)
  await answered(1)
  expect(watcher.pending()).toBe(false)
  expect(answers()).toBe(1)

  replace('dataset.ndjson', '{"a":4}\n')
  await answered(2)
  expect(answers()).toBe(2)
})

it('takes no other file in the folder for a change', async () => {
  const { watcher, answers } = counted()
  const other = seen('notes.md')
  replace('notes.md', 'not the dataset\n')
  await other
  expect(watcher.pending()).toBe(false)
  expect(answers()).toBe(0)
})

it('answers nothing once closed, not even a burst it had seen', async () => {
  const first = counted()
  const burst = seen('dataset.ndjson')
  replace('dataset.ndjson', '{"a":1}\n')
  await burst
  expect(first.watcher.pending()).toBe(true)
  first.watcher.close()
  expect(first.watcher.pending()).toBe(false)

  // A second watch's answer, to a later change, is due after the first watch's would have been.
  const second = counted()
  replace('dataset.ndjson', '{"a":2}\n')
  await second.answered(1)
  expect(first.answers()).toBe(0)
})
