import net from "node:net";
import { freePort } from "../../../scripts/lib/free-port";

/** close(): the server is down; blackhole(true): a network partition, no error, just silence. */
export interface TcpProxy {
  port: number;
  /** Connections currently proxied. */
  readonly connections: number;
  close(): Promise<void>;
  open(): Promise<void>;
  blackhole(on: boolean): void;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();
  let silent = false;

  const server = net.createServer((client) => {
    const upstream = net.connect({ host: targetHost, port: targetPort });
    const pair = { client, upstream };
    pairs.add(pair);
    const forward = (from: net.Socket, to: net.Socket) =>
      from.on("data", (chunk: Buffer) => {
        if (!silent && !to.destroyed) to.write(chunk);
      });
    forward(client, upstream);
    forward(upstream, client);
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on("error", drop).on("close", drop);
    upstream.on("error", drop).on("close", drop);
  });

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        server.off("error", reject);
        resolve();
      });
    });
  // The outage closes the listener and open() binds the same port again: a port from below the ephemeral range, which
  // an outgoing connection (the database pool reconnecting meanwhile) cannot take as its local port.
  const port = await freePort();
  await listen(port);

  return {
    port,
    get connections() {
      return pairs.size;
    },
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const pair of pairs) {
        pair.client.destroy();
        pair.upstream.destroy();
      }
      pairs.clear();
      await closed;
    },
    async open() {
      if (!server.listening) await listen(port);
    },
    blackhole(on) {
      silent = on;
    },
  };
}
