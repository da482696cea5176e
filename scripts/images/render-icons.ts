/** Run: npx tsx scripts/images/render-icons.ts. The truck mark is app/features/site-shell/logo.tsx's drawing. */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import sharp from "sharp";
import { C, cloud, scene, u } from "./illustrations/lib";

const FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif";

export const LOGO_MARK =
  `<rect x="1" y="6" width="26" height="17" rx="2" fill="${C.orange}"/>` +
  `<path d="M27 11h8l6 6v6H27z" fill="${C.navy}"/>` +
  `<rect x="30" y="13" width="5" height="4" rx="1" fill="${C.sky}"/>` +
  `<circle cx="9" cy="25" r="4" fill="${C.navy}" stroke="#fff" stroke-width="2"/>` +
  `<circle cx="34" cy="25" r="4" fill="${C.navy}" stroke="#fff" stroke-width="2"/>` +
  `<path d="M6 12h10M6 16h15" stroke="#fff" stroke-width="2" stroke-linecap="round"/>`;

/** The mark's drawn area is x 1–41, y 6–30, centred on (21, 18); `scale` < 1 leaves room for maskable safe zones. */
export function iconSvg({ rounded = true, scale = 1, background = "#fff" } = {}): string {
  const s = scale;
  const tx = 24 - 21 * s;
  const ty = 24 - 18 * s;
  const bg = `<rect width="48" height="48"${rounded ? ' rx="10"' : ""} fill="${background}"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48">${bg}` +
    `<g transform="translate(${+tx.toFixed(2)} ${+ty.toFixed(2)})${s === 1 ? "" : ` scale(${s})`}">${LOGO_MARK}</g></svg>`
  );
}

function logoSvg(): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512"><rect width="512" height="512" fill="#fff"/>` +
    `<g transform="translate(88 56) scale(8)">${LOGO_MARK}</g>` +
    `<text x="256" y="376" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="76" fill="${C.navy}">Manzil</text>` +
    `<text x="256" y="430" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="34" letter-spacing="1" fill="${C.orange}">PACKERS &amp; MOVERS</text></svg>`
  );
}

export function defaultBlogSvg(): string {
  return scene(
    `<circle cx="1040" cy="110" r="56" fill="#fff" opacity=".55"/>${cloud(110, 110, 1.2)}${cloud(600, 90)}${cloud(880, 200, 0.7)}
    <path d="M0 450V320h70v-60h50v-40h40v230M190 450V280h70v170M280 450V250l40-30 40 30v200M700 450V270h60v-30h30v210M810 450V290h70v160M900 450V240h50v-30h50v240M1020 450V300h80v150M1110 450V260h90v190" fill="${C.navyPale}"/>
    <rect y="450" width="1200" height="40" fill="${C.grey}"/>
    <rect y="490" width="1200" height="140" fill="#4a6486"/><rect y="490" width="1200" height="8" fill="${C.navyTint}"/>
    <path d="M20 566H1200" stroke="#fff" stroke-width="6" stroke-dasharray="44 36" opacity=".8"/>
    ${u("tree", 420, 478, 0.9)}${u("tree", 1150, 478)}
    ${u("box", 90, 424)}${u("lbox", 158, 424)}${u("box", 124, 374)}${u("box", 226, 440, 0.7)}
    ${u("truck", 520, 286, 1.3)}
    ${u("carrier", 350, 560, 1.1, false, C.skin2)}`,
    { width: 1200, height: 630, uses: ["truck", "box", "lbox", "carrier", "cloud", "tree"] },
  );
}

/** PNG-in-ICO is valid since Windows Vista. */
export function pngsToIco(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const e = Buffer.alloc(16);
    e.writeUInt8(size >= 256 ? 0 : size, 0); // width (0 = 256)
    e.writeUInt8(size >= 256 ? 0 : size, 1); // height
    e.writeUInt8(0, 2); // palette colours
    e.writeUInt8(0, 3); // reserved
    e.writeUInt16LE(1, 4); // colour planes
    e.writeUInt16LE(32, 6); // bits per pixel
    e.writeUInt32LE(png.length, 8);
    e.writeUInt32LE(offset, 12);
    offset += png.length;
    return e;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.png)]);
}

const png = (svg: string, size: number, height = size) =>
  sharp(Buffer.from(svg), { density: Math.max(72, Math.ceil((72 * size) / 48) * 2) })
    .resize(size, height)
    .png({ compressionLevel: 9 })
    .toBuffer();

export async function renderIcons(root = process.cwd()) {
  const pub = path.join(root, "public");
  mkdirSync(path.join(pub, "icons"), { recursive: true });
  mkdirSync(path.join(pub, "images"), { recursive: true });
  const write = (rel: string, data: string | Buffer) => {
    writeFileSync(path.join(pub, rel), data);
    console.log(`public/${rel} (${typeof data === "string" ? Buffer.byteLength(data) : data.length} B)`);
  };

  const icon = iconSvg();
  write("icon.svg", icon + "\n");
  write("favicon.ico", pngsToIco([{ size: 32, png: await png(icon, 32) }]));

  // Opaque full-bleed squares: iOS and Android apply their own corner masks.
  const square = iconSvg({ rounded: false, scale: 0.92 });
  write("apple-touch-icon.png", await png(square, 180));
  write("icons/icon-192.png", await png(square, 192));
  write("icons/icon-512.png", await png(square, 512));
  // Maskable: the mark (diagonal ≈ 47 units at scale 1) must fit the 80 % safe circle → scale 0.7.
  write("icons/icon-maskable-512.png", await png(iconSvg({ rounded: false, scale: 0.7, background: C.sky }), 512));

  write("logo.png", await sharp(Buffer.from(logoSvg())).png({ compressionLevel: 9 }).toBuffer());

  let name = "Manzil Packers & Movers";
  let shortName = "Manzil Movers";
  let description = "Careful home, office and city-to-city moves across Pakistan";
  try {
    const site = JSON.parse(readFileSync(path.join(root, "content/site.json"), "utf8"));
    name = site.companyName ?? name;
    shortName = site.shortName ?? shortName;
    description = site.tagline ?? description;
  } catch {
    /* defaults above */
  }
  const manifest = {
    name,
    short_name: shortName,
    description,
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: C.navy,
    background_color: "#ffffff",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      { src: "/icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
    ],
  };
  write("site.webmanifest", JSON.stringify(manifest, null, 2) + "\n");

  const blog = defaultBlogSvg();
  write("images/default-blog.svg", blog + "\n");
  write("images/default-blog.png", await sharp(Buffer.from(blog)).png({ compressionLevel: 9, palette: true, quality: 90 }).toBuffer());
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  renderIcons().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
