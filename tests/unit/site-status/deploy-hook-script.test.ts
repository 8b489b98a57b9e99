// npm run deploy-hook against a real local Content Lake: it stores the hook privately, refuses a bad URL, removes it.
// Its command runs in this process; once as npm runs the script (tsx).
import { startContentLake, type ContentLake } from 'local-content-lake'
import { deployHookId, deployHookUrlOf } from '@/studio/plugins/site-status/logic/deploy-hook'
import { clientFor } from 'local-content-lake/testing'
import { deployHook } from '@/scripts/deploy-hook'
import { runCommand, runScript } from '../run-script'

const runDeployHook = (args: string[], env: Record<string, string>) =>
  runCommand((given, print) => deployHook(args, given, print), env)

const token = 'write-token'
const hook = 'https://api.netlify.com/build_hooks/5f2a'

describe('npm run deploy-hook', () => {
  let lake: ContentLake
  let env: Record<string, string>
  const stored = async () => (await clientFor(lake, token).getDocument(deployHookId)) ?? null

  beforeAll(async () => {
    lake = await startContentLake({ documents: [], token, log: () => undefined })
    env = { SANITY_PROJECT_ID: lake.projectId, SANITY_API_HOST: lake.url, SANITY_API_WRITE_TOKEN: token }
  })
  afterAll(() => lake.close())

  it('stores the hook in the private document the Site tool reads', async () => {
    const { code, stdout } = await runDeployHook([hook], env)
    expect(code).toBe(0)
    expect(stdout).toContain(`Deploy hook stored in ${deployHookId}`)
    expect(deployHookUrlOf(await stored())).toEqual({ url: hook })
  })

  it('refuses a hook that is not https, naming it, and keeps the one stored', async () => {
    const { code, stderr } = await runDeployHook(['http://api.netlify.com/build_hooks/5f2a'], env)
    expect(code).toBe(2)
    expect(stderr).toContain('Not stored: "http://api.netlify.com/build_hooks/5f2a" must use https')
    expect(deployHookUrlOf(await stored())).toEqual({ url: hook })
  })

  it('removes it with --remove', async () => {
    const { code, stdout } = await runDeployHook(['--remove'], env)
    expect(code).toBe(0)
    expect(stdout).toContain('Deploy hook removed')
    expect(await stored()).toBeNull()
  })

  it('names the missing write token and writes nothing without it', async () => {
    const { code, stderr } = await runDeployHook([hook], { ...env, SANITY_API_WRITE_TOKEN: '' })
    expect(code).toBe(2)
    expect(stderr).toContain('needs SANITY_API_WRITE_TOKEN')
    expect(await stored()).toBeNull()
  })

  it('prints how to use it when given no URL, and its process exits 2 (the script as npm runs it)', async () => {
    const { code, stderr } = await runScript('deploy-hook.ts', [], env)
    expect(code).toBe(2)
    expect(stderr).toContain('Usage: npm run deploy-hook -- <deploy hook URL>')
  })
})
