// A local build that prints megabytes before it fails is remembered by its last lines only, not all it printed.
import { keptOutputBytes, npmRunBuild, outputTail } from '@/tools/servers/local-site-build'

describe('the local build’s output', () => {
  it('keeps only its tail however much is printed, and still gives the failure’s last lines whole', async () => {
    const tail = outputTail()
    for (let line = 1; line <= 200_000; line++) tail.add(Buffer.from(`line ${line} of a build that prints a lot\n`))
    expect(tail.lastLines(Infinity).length).toBeLessThanOrEqual(keptOutputBytes)
    expect(tail.lastLines(2)).toBe('line 199999 of a build that prints a lot\nline 200000 of a build that prints a lot')
  })

  it('rejects with the last 12 lines of a build that printed 8 MB', async () => {
    const script =
      'yes "a line the build printed" | head -c 8000000; echo; echo "service.web title: Required" >&2; exit 1'
    const build = npmRunBuild('dataset.ndjson', { command: ['sh', '-c', script] })
    const failure = await build('/nonexistent-out', 'http://127.0.0.1:1', new AbortController().signal).catch(
      (error: Error) => error,
    )
    expect((failure as Error).message.split('\n')).toHaveLength(12)
    expect((failure as Error).message).toMatch(/service\.web title: Required$/)
  })
})
