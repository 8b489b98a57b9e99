// The deploy suite's names: the public address the build is given, the local Content Lake's token and the plain server's port.
export const deploySiteUrl = 'https://www.example.com'
export const plainServerPort = Number(process.env.DEPLOY_E2E_PORT ?? 4375)
export const lakeToken = 'sk-deploy-lake-51d0c2aa'
