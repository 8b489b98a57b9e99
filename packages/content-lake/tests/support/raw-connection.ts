// A client that sends raw bytes, reads the first answer and then resets the connection (a TCP RST), as a browser does
// when a tab closes mid-handshake: the server's side of the socket then fails with ECONNRESET.
import { subscribe, unsubscribe } from 'node:diagnostics_channel'
import { connect, type Socket } from 'node:net'

/**
 * Resolves with the answer once the server (in this process) has closed its side of the connection, so whatever the
 * reset does there has happened by then; and rejects if that side failed with nobody listening for its error, which
 * crashes a server (Jest would blame the file, not the test). Node announces each accepted socket on the
 * `net.server.socket` channel; the server's side is the one whose remote port is this client's local port.
 */
export async function sendThenReset(port: number, bytes: string): Promise<string> {
  const accepted = new Map<number, Promise<{ failed: boolean; handled: boolean }>>()
  const onAccepted = (message: unknown) => {
    const { socket } = message as { socket: Socket }
    const closed = new Promise<{ failed: boolean; handled: boolean }>((resolve) =>
      socket.once('close', (failed: boolean) => resolve({ failed, handled: socket.listenerCount('error') > 0 })),
    )
    if (socket.remotePort !== undefined) accepted.set(socket.remotePort, closed)
  }
  subscribe('net.server.socket', onAccepted)
  try {
    const { answer, localPort } = await new Promise<{ answer: string; localPort: number }>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(bytes))
      socket.once('error', reject)
      socket.once('data', (data) => {
        const localPort = socket.localPort!
        socket.resetAndDestroy()
        resolve({ answer: data.toString('latin1'), localPort })
      })
    })
    const serverSide = accepted.get(localPort)
    if (!serverSide)
      throw new Error(
        `no server in this process accepted the connection from port ${localPort}: sendThenReset needs the server in the test's process`,
      )
    const { failed, handled } = await serverSide
    if (failed && !handled)
      throw new Error(
        `the server's side of the reset connection failed with no 'error' listener: that crashes the server`,
      )
    return answer
  } finally {
    unsubscribe('net.server.socket', onAccepted)
  }
}
