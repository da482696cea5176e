import net from "node:net";
import { describe, expect, it } from "vitest";
import { ephemeralRangeStart, freePort } from "./free-port";

describe("freePort", () => {
  it("gives ports below the kernel's ephemeral range, which no outgoing connection can take before the server binds them", async () => {
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(10_000);
      expect(port).toBeLessThan(ephemeralRangeStart());
    }
  });

  it("gives a port a server can bind on every address", async () => {
    const port = await freePort();
    const server = net.createServer();
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, resolve);
    });
    expect((server.address() as net.AddressInfo).port).toBe(port);
    await new Promise((resolve) => server.close(resolve));
  });
});
