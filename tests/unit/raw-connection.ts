// A client that sends raw bytes, reads the first answer and then resets the connection (a TCP RST), as a browser does
// when a tab closes mid-handshake: the server's side of the socket then fails with ECONNRESET.
import { connect } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'

export async function sendThenReset(port: number, bytes: string): Promise<string> {
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes))
    socket.once('error', reject)
    socket.once('data', (data) => {
      socket.resetAndDestroy()
      resolve(data.toString('latin1'))
    })
  })
  // Loopback delivers the reset at once; give the server's event loop a moment to meet it.
  await sleep(100)
  return answer
}
