import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** What the machine and the browser cost before any page of ours, as the throughput rows set the site beside nginx. */
const FLOOR_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Floor</title><link rel="icon" href="data:,"><meta name="description" content="The lightest page a browser can be given."></head><body><main><h1>Floor</h1><p>A heading and a line of text: no stylesheet, no picture, no script.</p></main></body></html>`;

export async function withFloorPage<T>(measure: (url: string) => Promise<T>): Promise<T> {
  const server = createServer((request, response) => {
    response.writeHead(request.url === "/" ? 200 : 404, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
    response.end(request.url === "/" ? FLOOR_HTML : "");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    return await measure(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}
