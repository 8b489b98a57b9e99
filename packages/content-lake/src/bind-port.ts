// Binds a server to its port before anything slow starts (a build, Next itself), so a taken port fails at once and
// says which, instead of after minutes of work or inside another library's error handling.
import type { AddressInfo, Server } from 'node:net'

export class PortTakenError extends Error {
  constructor(
    readonly port: number,
    hostname: string,
    portVariable = 'PORT',
  ) {
    super(`Port ${port} on ${hostname} is taken: stop what listens there, or choose another port (${portVariable}=…).`)
  }
}

/**
 * Listens on `hostname:port` and resolves with the bound port (PORT=0 picks a free one); a taken port rejects with
 * PortTakenError, which names `portVariable` as the setting that picks another.
 */
export async function bindPort(server: Server, port: number, hostname: string, portVariable = 'PORT'): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    const failed = (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new PortTakenError(port, hostname, portVariable) : error)
    server.once('error', failed)
    server.listen(port, hostname, () => {
      server.off('error', failed)
      resolve()
    })
  })
  return (server.address() as AddressInfo).port
}

/** For a script's top level: a taken port ends it with that sentence and exit code 1; any other error is thrown on. */
export function exitIfPortTaken(error: unknown): never {
  if (!(error instanceof PortTakenError)) throw error
  console.error(error.message)
  process.exit(1)
}
