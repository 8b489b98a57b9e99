// Answering a connection Node hands over raw (CONNECT, a websocket upgrade): the server's own error handling no longer
// covers that socket, so a client that resets it (a tab closed mid-handshake) would crash the process with ECONNRESET.
import type { Duplex } from 'node:stream'

/** Writes a complete HTTP answer on a raw socket and closes it; a failure of the socket only ends it. */
export function answerRawSocket(socket: Duplex, answer: string): void {
  socket.on('error', () => socket.destroy())
  socket.end(answer)
}
