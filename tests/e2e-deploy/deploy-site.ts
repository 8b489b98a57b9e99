// The deploy suite's names: a GitHub Pages project site (the deploy workflow's default for a fresh fork), where the
// build goes, the local Content Lake's token and the plain server's port.
export const deploySiteUrl = 'https://owner.github.io/northbeam'
export const deployBasePath = '/northbeam'
/** Its own folder, so the default build in out/ stays what npm test leaves behind. */
export const deployOutDir = '.test-builds/pages'
export const plainServerPort = Number(process.env.DEPLOY_E2E_PORT ?? 4375)
export const lakeToken = 'sk-deploy-lake-51d0c2aa'
