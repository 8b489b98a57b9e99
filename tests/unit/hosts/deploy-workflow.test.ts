// What each host reads from the repository: a deploy workflow that parses and offers every host.
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'

interface Workflow {
  on: Record<string, unknown>
  jobs: Record<
    string,
    {
      needs?: string | string[]
      if?: string
      steps?: { id?: string; if?: string; shell?: string; uses?: string; run?: string; with?: Record<string, unknown>; env?: Record<string, string> }[]
    }
  >
}

describe('.github/workflows/deploy.yml', () => {
  const workflow = parse(readFileSync('.github/workflows/deploy.yml', 'utf8')) as Workflow
  const text = JSON.stringify(workflow)

  it('builds on push to main, by hand and when Sanity reports published content', () => {
    expect(Object.keys(workflow.on).sort()).toEqual(['push', 'repository_dispatch', 'workflow_dispatch'])
    expect(workflow.on.repository_dispatch).toEqual({ types: ['sanity-content-published'] })
  })

  it('has a build job and one deploy job per host, each chosen by the DEPLOY_TARGET variable, GitHub Pages by default', () => {
    expect(Object.keys(workflow.jobs).sort()).toEqual(['build', 'deploy-cloudflare', 'deploy-netlify', 'deploy-pages'])
    for (const job of ['deploy-pages', 'deploy-cloudflare', 'deploy-netlify']) expect(workflow.jobs[job]?.needs).toBe('build')
    expect(workflow.jobs['deploy-pages']?.if).toContain("vars.DEPLOY_TARGET == ''")
    expect(workflow.jobs['deploy-cloudflare']?.if).toContain("vars.DEPLOY_TARGET == 'cloudflare'")
    expect(workflow.jobs['deploy-netlify']?.if).toContain("vars.DEPLOY_TARGET == 'netlify'")
  })

  it('passes the real address and the Sanity settings to the build, and keeps tokens in secrets', () => {
    const build = workflow.jobs.build?.steps?.find((step) => step.id === 'build')
    expect(build?.env).toMatchObject({
      SANITY_PROJECT_ID: '${{ vars.SANITY_PROJECT_ID }}',
      SANITY_API_READ_TOKEN: '${{ secrets.SANITY_API_READ_TOKEN }}',
    })
    for (const secret of ['CLOUDFLARE_API_TOKEN', 'NETLIFY_AUTH_TOKEN']) expect(text).toContain(`secrets.${secret}`)
    expect(text).not.toMatch(/vars\.(CLOUDFLARE_API_TOKEN|NETLIFY_AUTH_TOKEN|SANITY_API_READ_TOKEN)/)
  })

  it('builds a GitHub Pages deploy for the address Pages gives the site when no SITE_URL variable is set', () => {
    const steps = workflow.jobs.build?.steps ?? []
    const pages = steps.find((step) => step.uses?.startsWith('actions/configure-pages@'))
    const build = steps.find((step) => step.id === 'build')
    expect(pages).toMatchObject({ id: 'pages', if: "vars.DEPLOY_TARGET == '' || vars.DEPLOY_TARGET == 'pages'" })
    expect(steps.indexOf(pages!)).toBeLessThan(steps.indexOf(build!))
    expect(build?.env?.SITE_URL).toBe('${{ vars.SITE_URL || steps.pages.outputs.base_url }}')
  })

  it('builds with pipefail, keeping the build’s own words in build.log', () => {
    const build = workflow.jobs.build?.steps?.find((step) => step.id === 'build')
    expect(build).toMatchObject({ shell: 'bash', run: 'npm run build 2>&1 | tee build.log' })
  })

  it('reports every build that ran, success or failure, with its log, writing with a secret token only', () => {
    const steps = workflow.jobs.build?.steps ?? []
    const report = steps.find((step) => step.run?.startsWith('npm run report-build'))
    expect(report?.if).toBe("always() && steps.build.outcome != 'skipped'")
    expect(report?.run).toContain("--outcome ${{ steps.build.outcome == 'success' && 'success' || 'failure' }} --log build.log")
    expect(report?.env?.SANITY_API_WRITE_TOKEN).toBe('${{ secrets.SANITY_API_WRITE_TOKEN }}')
    expect(steps.indexOf(report!)).toBeGreaterThan(steps.findIndex((step) => step.id === 'build'))
  })
})
