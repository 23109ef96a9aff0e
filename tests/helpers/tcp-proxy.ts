import net from 'node:net'

/** A TCP proxy to the test database that a test can cut and restore, to play a database going away. */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>()
  let paused = false
  /** Bytes held back while paused, in order, with where they go. */
  let held: [net.Socket, Buffer][] = []
  const forward = (to: net.Socket) => (data: Buffer) => (paused ? held.push([to, data]) : to.write(data))
  let server: net.Server | undefined
  let port = 0
  const listen = () =>
    new Promise<void>((resolve) => {
      if (server?.listening) return resolve()
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host)
        for (const s of [client, upstream]) {
          sockets.add(s)
          s.on('close', () => sockets.delete(s))
          s.on('error', () => s.destroy())
        }
        client.on('data', forward(upstream))
        upstream.on('data', forward(client))
        client.on('end', () => upstream.end())
        upstream.on('end', () => client.end())
      })
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port
        resolve()
      })
    })
  await listen()
  return {
    get port() {
      return port
    },
    /** Closes the listener and every open connection: new connections are refused. */
    cut: async () => {
      for (const s of sockets) s.destroy()
      await new Promise<void>((resolve) => server!.close(() => resolve()))
    },
    restore: listen,
    /** Stops carrying bytes either way, on open and new connections alike: the database stalls (a paused server, a stuck network). */
    pause: () => {
      paused = true
    },
    resume: () => {
      paused = false
      for (const [to, data] of held) if (!to.destroyed) to.write(data)
      held = []
    },
    close: async () => {
      for (const s of sockets) s.destroy()
      await new Promise<void>((resolve) => (server?.listening ? server.close(() => resolve()) : resolve()))
    },
  }
}
