// The deploy suite's names: the public address the build is given, and the ports of the stand-in and the plain server.
export const deploySiteUrl = 'https://www.example.com'
export const plainServerPort = Number(process.env.DEPLOY_E2E_PORT ?? 4375)
export const standInToken = 'sk-deploy-stand-in-51d0c2aa'
