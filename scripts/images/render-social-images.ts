/** Incremental: an image newer than its MDX, its illustration and this script is skipped. */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import sharp from "sharp";
import { parse as parseYaml } from "yaml";

const W = 1200;
const H = 630;
const FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif";
const NAVY = "#12355b";
const NAVY_DEEP = "#0b2440";
const ORANGE = "#c2410c";
const ORANGE_LIGHT = "#fdba74";
const SKY = "#dbeafe";
const FALLBACK_ILLUSTRATION = "/illustrations/home.svg";
const CONTENT_DIRS = ["content/pages", "content/sections"];
const SCRIPT_FILE = fileURLToPath(import.meta.url);

const ART = { x: 560, y: 120, w: 600, h: 390 };
const TEXT = { x: 64, maxWidth: 440 };

export interface SocialImageResult {
  file: string;
  status: "written" | "skipped";
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);
}

export function readFrontmatter(source: string): Record<string, unknown> {
  const lines = source.replace(/^\uFEFF/, "").split(/\r?\n/);
  const start = lines.findIndex((l) => l.trim() === "---");
  if (start === -1) return {};
  const end = lines.findIndex((l, i) => i > start && l.trim() === "---");
  if (end === -1) return {};
  const data = parseYaml(lines.slice(start + 1, end).join("\n"));
  return data && typeof data === "object" && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
}

/** As the page banner's CSS text-transform: capitalize. */
function capitalize(text: string): string {
  return text.replace(/(^|\s)(\p{Ll})/gu, (_, pre: string, ch: string) => pre + ch.toUpperCase());
}

/** Rough DejaVu Sans Bold advance widths, in em: good enough to wrap lines. */
function textWidth(text: string, fontSize: number): number {
  let em = 0;
  for (const ch of text) {
    if (ch === " ") em += 0.35;
    else if ("iljtf.,:;'!|".includes(ch)) em += 0.38;
    else if ("rI()[]-".includes(ch)) em += 0.5;
    else if ("mwMW".includes(ch)) em += 1.0;
    else if (/[A-Z&%@]/.test(ch)) em += 0.78;
    else if (/[0-9]/.test(ch)) em += 0.7;
    else em += 0.66;
  }
  return em * fontSize;
}

function wrap(text: string, fontSize: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, fontSize) > maxWidth) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

export function layoutTitle(title: string, maxLines = 3, maxWidth = TEXT.maxWidth): { lines: string[]; fontSize: number } {
  for (let fontSize = 64; fontSize >= 40; fontSize -= 4) {
    const lines = wrap(title, fontSize, maxWidth);
    if (lines.length <= maxLines && lines.every((l) => textWidth(l, fontSize) <= maxWidth)) return { lines, fontSize };
  }
  const fontSize = 40;
  const lines = wrap(title, fontSize, maxWidth).slice(0, maxLines);
  let last = lines[maxLines - 1] ?? "";
  while (last.length > 1 && textWidth(`${last}…`, fontSize) > maxWidth) last = last.slice(0, -1).trimEnd();
  lines[maxLines - 1] = `${last}…`;
  return { lines, fontSize };
}

/** Same drawing as app/features/site-shell/logo.tsx. */
const LOGO_MARK =
  `<rect x="1" y="6" width="26" height="17" rx="2" fill="${ORANGE}"/><path d="M27 11h8l6 6v6H27z" fill="${SKY}"/>` +
  `<rect x="30" y="13" width="5" height="4" rx="1" fill="${NAVY}"/><circle cx="9" cy="25" r="4" fill="${NAVY}" stroke="#fff" stroke-width="2"/>` +
  `<circle cx="34" cy="25" r="4" fill="${NAVY}" stroke="#fff" stroke-width="2"/><path d="M6 12h10M6 16h15" stroke="#fff" stroke-width="2" stroke-linecap="round"/>`;

function cardSvg(company: string, title: string, subtitle?: string): string {
  const { lines, fontSize } = layoutTitle(title);
  const lineHeight = Math.round(fontSize * 1.18);
  const subSize = 26;
  const subLines = subtitle ? wrap(subtitle, subSize, TEXT.maxWidth).slice(0, 3) : [];
  const blockHeight = lines.length * lineHeight + (subLines.length ? 24 + subLines.length * 34 : 0);
  const top = Math.max(190, Math.round(150 + (430 - blockHeight) / 2));
  const titleText = lines
    .map((l, i) => `<tspan x="${TEXT.x}" y="${top + fontSize + i * lineHeight}">${escapeXml(l)}</tspan>`)
    .join("");
  const subTop = top + lines.length * lineHeight + 24;
  const subText = subLines
    .map((l, i) => `<tspan x="${TEXT.x}" y="${subTop + subSize + i * 34}">${escapeXml(l)}</tspan>`)
    .join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<rect width="${W}" height="${H}" fill="${NAVY}"/>` +
    `<circle cx="1130" cy="40" r="190" fill="${NAVY_DEEP}" opacity=".55"/><circle cx="1180" cy="640" r="120" fill="${NAVY_DEEP}" opacity=".4"/>` +
    `<g transform="translate(${TEXT.x} 60) scale(1.25)">${LOGO_MARK}</g>` +
    `<text x="${TEXT.x + 70}" y="96" font-family="${FONT}" font-size="30" font-weight="700" fill="#fff">${escapeXml(company)}</text>` +
    `<rect x="${TEXT.x}" y="${top - 22}" width="96" height="10" rx="5" fill="${ORANGE}"/>` +
    `<text font-family="${FONT}" font-size="${fontSize}" font-weight="700" fill="#fff">${titleText}</text>` +
    (subText ? `<text font-family="${FONT}" font-size="${subSize}" fill="${ORANGE_LIGHT}">${subText}</text>` : "") +
    `<rect y="${H - 14}" width="${W}" height="14" fill="${ORANGE}"/>` +
    `</svg>`
  );
}

async function renderArt(file: string): Promise<{ input: Buffer; left: number; top: number }> {
  const meta = await sharp(file).metadata();
  const ratio = (meta.width ?? 960) / (meta.height ?? 480);
  let w = ART.w;
  let h = Math.round(w / ratio);
  if (h > ART.h) {
    h = ART.h;
    w = Math.round(h * ratio);
  }
  const density = file.endsWith(".svg") ? Math.min(600, Math.ceil((72 * w * 2) / (meta.width ?? 960))) : undefined;
  const mask = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" rx="22"/></svg>`);
  const input = await sharp(file, density ? { density } : {})
    .resize(w, h, { fit: "cover" })
    .composite([{ input: mask, blend: "dest-in" }])
    .png()
    .toBuffer();
  return { input, left: ART.x + Math.round((ART.w - w) / 2), top: ART.y + Math.round((ART.h - h) / 2) };
}

async function renderCard(out: string, company: string, title: string, illustration: string, subtitle?: string) {
  const art = await renderArt(illustration);
  await sharp(Buffer.from(cardSvg(company, title, subtitle)))
    .composite([art])
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toFile(out);
}

const mtime = (file: string) => statSync(file).mtimeMs;
const isFresh = (out: string, inputs: string[]) => existsSync(out) && inputs.every((f) => mtime(out) > mtime(f));

/** `fallback: true`: the image must not be cached. */
function resolveIllustration(publicDir: string, value: unknown, source: string): { file: string; fallback: boolean } {
  const fallback = { file: path.join(publicDir, FALLBACK_ILLUSTRATION), fallback: true };
  if (typeof value !== "string" || !value.trim()) {
    console.warn(`[social] ${source}: no illustration in frontmatter, using ${FALLBACK_ILLUSTRATION}`);
    return fallback;
  }
  const file = path.resolve(publicDir, "." + path.posix.normalize("/" + value.trim()));
  if (!file.startsWith(publicDir + path.sep) || !existsSync(file)) {
    console.warn(`[social] ${source}: illustration ${value} not found under public/, using ${FALLBACK_ILLUSTRATION}`);
    return fallback;
  }
  return { file, fallback: false };
}

function readSite(root: string): { company: string; tagline: string } {
  const defaults = { company: "Manzil Packers & Movers", tagline: "Careful home, office and city-to-city moves across Pakistan" };
  try {
    const site = JSON.parse(readFileSync(path.join(root, "content/site.json"), "utf8"));
    return { company: site.companyName || defaults.company, tagline: site.tagline || defaults.tagline };
  } catch {
    return defaults;
  }
}

export async function renderSocialImages(root = process.cwd()): Promise<SocialImageResult[]> {
  const publicDir = path.resolve(root, "public");
  const outDir = path.join(publicDir, "social");
  mkdirSync(outDir, { recursive: true });
  const { company, tagline } = readSite(root);
  const scriptInputs = existsSync(SCRIPT_FILE) ? [SCRIPT_FILE] : [];

  // `force`: drawn with the fallback art, so a later illustration is picked up.
  const jobs: { out: string; inputs: string[]; force?: boolean; run: () => Promise<void> }[] = [];

  const home = path.join(publicDir, FALLBACK_ILLUSTRATION);
  if (!existsSync(home)) throw new Error(`[social] ${path.relative(root, home)} is missing; it is the fallback illustration`);
  const defaultOut = path.join(outDir, "default.png");
  jobs.push({ out: defaultOut, inputs: [home, ...scriptInputs], run: () => renderCard(defaultOut, company, company, home, tagline) });

  const seen = new Map<string, string>();
  for (const dir of CONTENT_DIRS) {
    const abs = path.join(root, dir);
    if (!existsSync(abs)) continue;
    for (const name of readdirSync(abs).filter((f) => f.endsWith(".mdx")).sort()) {
      const mdx = path.join(abs, name);
      const base = name.slice(0, -4);
      const rel = path.relative(root, mdx);
      if (base === "default") {
        console.warn(`[social] ${rel}: "default" is reserved for the generic image, skipped`);
        continue;
      }
      if (seen.has(base)) console.warn(`[social] ${rel}: same name as ${seen.get(base)}, both write social/${base}.png`);
      seen.set(base, rel);
      let fm: Record<string, unknown> = {};
      try {
        fm = readFrontmatter(readFileSync(mdx, "utf8"));
      } catch (error) {
        console.warn(`[social] ${rel}: frontmatter is not valid YAML (${(error as Error).message.split("\n")[0]})`);
      }
      const str = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : undefined);
      const title =
        str(fm.bannerTitle) ??
        str(fm.title)?.replace(/\s*\|.*$/, "") ??
        base.replace(/[-_]+/g, " ");
      const art = resolveIllustration(publicDir, fm.illustration, rel);
      const out = path.join(outDir, `${base}.png`);
      jobs.push({
        out,
        inputs: [mdx, art.file, ...scriptInputs],
        force: art.fallback,
        run: () => renderCard(out, company, capitalize(title), art.file),
      });
    }
  }

  return Promise.all(
    jobs.map(async ({ out, inputs, force, run }) => {
      const file = path.relative(root, out);
      if (!force && isFresh(out, inputs)) return { file, status: "skipped" as const };
      await run();
      return { file, status: "written" as const };
    }),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const started = Date.now();
  renderSocialImages()
    .then((results) => {
      const written = results.filter((r) => r.status === "written");
      for (const r of written) console.log(`wrote ${r.file}`);
      console.log(`[social] ${written.length} written, ${results.length - written.length} up to date (${Date.now() - started} ms)`);
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
