import { readFileSync } from "node:fs";
import net from "node:net";

/** Ports are picked from here up to the kernel's ephemeral range: above the fixed ones (3000–4900, 5432, 6379). */
const LOWEST = 10_000;
const ATTEMPTS = 50;

export function ephemeralRangeStart(): number {
  try {
    const start = Number(readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/)[0]);
    return start > LOWEST + 1_000 ? start : 32_768;
  } catch {
    return 32_768;
  }
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    // No host: the wildcard address, as the servers under test bind it.
    server.listen(port, () => server.close(() => resolve(true)));
  });
}

/**
 * A port nothing listens on, for a server a test or the bench starts. Not one the kernel hands out (listen on 0): a
 * port from the ephemeral range can be taken, between the check and the server's bind, as the local port of an
 * outgoing connection (an API instance's database pool, say), and the server then fails with EADDRINUSE.
 */
export async function freePort(): Promise<number> {
  const end = ephemeralRangeStart();
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const port = LOWEST + Math.floor(Math.random() * (end - LOWEST));
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port between ${LOWEST} and ${end} after ${ATTEMPTS} tries`);
}
