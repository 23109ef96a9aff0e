import net from 'node:net'

/** A TCP proxy to the test database that a test can cut and restore, to play a database going away. */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>()
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
        client.pipe(upstream).pipe(client)
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
    close: async () => {
      for (const s of sockets) s.destroy()
      await new Promise<void>((resolve) => (server?.listening ? server.close(() => resolve()) : resolve()))
    },
  }
}
