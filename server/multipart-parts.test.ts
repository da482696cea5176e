import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { boundaryOf, countMultipartParts } from "./multipart-parts";

function body(parts: number, boundary = "b0und"): Buffer {
  const text = Array.from({ length: parts }, (_, i) => `--${boundary}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nx\r\n`).join("");
  return Buffer.from(`${text}--${boundary}--\r\n`);
}

/** Streams `data` in `size`-byte chunks through the counter; whether it stopped. */
async function stops(data: Buffer, size: number, max: number): Promise<boolean> {
  let stopped = false;
  const chunks = Array.from({ length: Math.ceil(data.length / size) }, (_, i) => data.subarray(i * size, (i + 1) * size));
  const counter = countMultipartParts("b0und", () => (stopped = true), max);
  await new Promise<void>((resolve) => {
    Readable.from(chunks).pipe(counter).on("data", () => {}).on("end", resolve);
    counter.on("close", resolve);
    setTimeout(resolve, 200);
  });
  return stopped;
}

describe("countMultipartParts", () => {
  it("lets exactly the cap through and stops one part beyond, however the chunks fall", async () => {
    for (const size of [1, 7, 64, 100_000]) {
      expect(await stops(body(10), size, 10), `chunks of ${size}`).toBe(false);
      expect(await stops(body(11), size, 10), `chunks of ${size}`).toBe(true);
    }
  });

  it("reads the boundary from the Content-Type, quoted or not", () => {
    expect(boundaryOf("multipart/form-data; boundary=----x")).toBe("----x");
    expect(boundaryOf('multipart/form-data; boundary="a b"; charset=utf-8')).toBe("a b");
    expect(boundaryOf("multipart/form-data")).toBeUndefined();
  });
});
