import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { constants, brotliCompressSync, gzipSync } from "node:zlib";
import { gzipAsync } from "@gfx/zopfli";

/** Compressed once at the strongest settings (zopfli: 3–5 % under zlib's best; brotli 11) instead of per answer. Browsers send `br` over https only. */
const root = path.resolve(import.meta.dirname, "..");
const clientDir = path.join(root, "build/client");
const COMPRESSIBLE = /\.(js|css|svg|json|webmanifest|txt|xml)$/;
/** Below this, compression headers cost more than they save. */
const MIN_BYTES = 256;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

/** Full zopfli effort on what public pages load; less on the big staff editor chunks, where zlib's best is within a percent. */
async function strongGzip(source: Buffer): Promise<Buffer> {
  if (source.length > 400 * 1024) return gzipSync(source, { level: 9 });
  return Buffer.from(await gzipAsync(source, { numiterations: source.length > 100 * 1024 ? 8 : 15 }));
}

export async function precompressAssets(dir = clientDir): Promise<{ files: number; bytes: number; gzip: number; brotli: number }> {
  const totals = { files: 0, bytes: 0, gzip: 0, brotli: 0 };
  for (const file of filesUnder(dir)) {
    if (statSync(file).size < MIN_BYTES) continue;
    const source = readFileSync(file);
    const gzip = await strongGzip(source);
    const brotli = brotliCompressSync(source, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
    });
    writeFileSync(`${file}.gz`, gzip);
    writeFileSync(`${file}.br`, brotli);
    totals.files += 1;
    totals.bytes += source.length;
    totals.gzip += gzip.length;
    totals.brotli += brotli.length;
  }
  return totals;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  const t = await precompressAssets();
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
  console.log(
    `precompressed ${t.files} assets in ${((Date.now() - started) / 1000).toFixed(1)} s: ${kb(t.bytes)} → gzip ${kb(t.gzip)}, brotli ${kb(t.brotli)}`,
  );
}
