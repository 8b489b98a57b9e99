// One build at a time (tools/servers/build-scheduler.ts): changes during a build make one more build after it, never more.
import { BuildScheduler } from '@/tools/servers/build-scheduler'

function controlledBuilds() {
  const started: PromiseWithResolvers<void>[] = []
  return {
    started,
    build: () => {
      const build = Promise.withResolvers<void>()
      started.push(build)
      return build.promise
    },
  }
}

it('builds at once when idle, and once more after the build for any number of changes during it', async () => {
  const { started, build } = controlledBuilds()
  const told: string[] = []
  const builds = new BuildScheduler(build, () => told.push('queued'))
  builds.request()
  expect(started).toHaveLength(1)
  builds.request()
  builds.request()
  expect(started).toHaveLength(1)
  expect(told).toEqual(['queued'])
  started[0]!.resolve()
  await started[0]!.promise
  await Promise.resolve()
  expect(started).toHaveLength(2)
  started[1]!.resolve()
  await builds.underWay
  expect(builds.underWay).toBeUndefined()
  expect(started).toHaveLength(2)
})

it('builds again after a build that failed, when a change came in during it', async () => {
  const { started, build } = controlledBuilds()
  const builds = new BuildScheduler(build)
  builds.request()
  builds.request()
  const first = builds.underWay
  started[0]!.reject(new Error('the build failed'))
  await first
  expect(started).toHaveLength(2)
})

it('starts nothing once stopped, and hands back the build under way', async () => {
  const { started, build } = controlledBuilds()
  const builds = new BuildScheduler(build)
  builds.request()
  builds.request()
  const underWay = builds.stop()
  started[0]!.resolve()
  await underWay
  builds.request()
  expect(started).toHaveLength(1)
})
