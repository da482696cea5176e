/** Seeded post covers: the title only seeds small variations and is never drawn. Same inputs → same bytes. */
import { loadSharp } from "../storage/image-pipeline";

const W = 1200;
const H = 675;

const C = {
  navy: "#12355b",
  navyDeep: "#0b2440",
  navyMid: "#2b5d8f",
  navyTint: "#6f94bd",
  navyPale: "#b7cde6",
  orange: "#c2410c",
  orangeDark: "#9a3412",
  orangeLight: "#fdba74",
  orangePale: "#fed7aa",
  peach: "#ffedd5",
  boxSide: "#f29d5c",
  sky: "#dbeafe",
  grey: "#f3f4f6",
  greyMid: "#d1d5db",
  greyDark: "#9ca3af",
  text: "#1f2937",
  slate: "#374151",
  green: "#5f9e85",
  greenDark: "#3f7d66",
  road: "#4a6486",
} as const;

type Rng = () => number;

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: small deterministic PRNG. */
function rng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(r: Rng, items: readonly T[]): T => items[Math.floor(r() * items.length)]!;
const between = (r: Rng, min: number, max: number) => Math.round(min + r() * (max - min));

function box(x: number, y: number, w: number, h: number, label = false): string {
  const tape = Math.round(w * 0.18);
  return (
    `<g transform="translate(${x} ${y})"><rect width="${w}" height="${h}" rx="5" fill="${C.orangeLight}"/>` +
    `<rect width="${w}" height="${Math.round(h * 0.22)}" rx="5" fill="${C.boxSide}"/>` +
    `<rect x="${Math.round((w - tape) / 2)}" width="${tape}" height="${Math.round(h * 0.45)}" fill="${C.orangePale}"/>` +
    (label
      ? `<rect x="${Math.round(w * 0.12)}" y="${Math.round(h * 0.58)}" width="${Math.round(w * 0.36)}" height="${Math.round(h * 0.24)}" rx="3" fill="#fff"/>`
      : "") +
    `</g>`
  );
}

/** Box truck like the site logo (orange box, navy cab), faces right; (x,y) = top-left, 340×236 at s=1. */
function truck(x: number, y: number, s: number, body: string = C.orange, cab: string = C.navy): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${s})"><ellipse cx="170" cy="230" rx="172" ry="9" fill="${C.navy}" opacity=".14"/>` +
    `<rect x="6" y="186" width="330" height="14" rx="7" fill="${C.text}"/><rect x="8" y="36" width="214" height="156" rx="14" fill="${body}"/>` +
    `<rect x="8" y="170" width="214" height="22" rx="6" fill="#000" opacity=".2"/>` +
    `<path d="M46 84h86M46 118h128" stroke="#fff" stroke-width="14" stroke-linecap="round"/>` +
    `<path d="M228 86h60q8 0 13 6l34 44q4 5 4 12v44H228z" fill="${cab}"/><path d="M248 100h36l28 38h-64z" fill="${C.sky}"/>` +
    `<rect x="322" y="160" width="16" height="12" rx="3" fill="${C.orangeLight}"/>` +
    `<g fill="${C.navy}" stroke="#fff" stroke-width="6"><circle cx="72" cy="200" r="30"/><circle cx="284" cy="200" r="30"/></g>` +
    `<g fill="${C.greyMid}"><circle cx="72" cy="200" r="11"/><circle cx="284" cy="200" r="11"/></g></g>`
  );
}

const cloud = (x: number, y: number, s = 1, fill = "#fff") =>
  `<path transform="translate(${x} ${y}) scale(${s})" d="M0 0a22 22 0 0 1 26-22 32 32 0 0 1 60-6 20 20 0 0 1 30 18 14 14 0 0 1 2 10z" fill="${fill}"/>`;

const tree = (x: number, y: number, s = 1) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-6" y="-70" width="12" height="70" rx="4" fill="${C.greenDark}"/><circle cy="-92" r="36" fill="${C.green}"/><circle cx="-20" cy="-70" r="22" fill="${C.green}"/><circle cx="20" cy="-72" r="22" fill="${C.greenDark}"/></g>`;

function boxesStack(r: Rng): string {
  const bg = pick(r, [C.sky, C.peach, C.grey]);
  const floor = 540;
  const cols = between(r, 3, 4);
  const bw = 150;
  const startX = Math.round((W - cols * (bw + 12)) / 2) + between(r, -60, 60);
  let boxes = "";
  for (let row = 0; row < 3; row++) {
    const n = cols - row;
    for (let i = 0; i < n; i++) {
      const w = bw - between(r, 0, 26);
      const h = 112 - between(r, 0, 20);
      const x = startX + row * ((bw + 12) / 2) + i * (bw + 12) + Math.round((bw - w) / 2);
      boxes += box(x, floor - (row + 1) * 118 + (112 - h) + 6, w, h, r() < 0.4);
    }
  }
  const tapeX = startX + cols * (bw + 12) + 70;
  return (
    `<rect width="${W}" height="${H}" fill="${bg}"/><circle cx="${between(r, 180, 1020)}" cy="150" r="${between(r, 90, 150)}" fill="#fff" opacity=".45"/>` +
    `<rect y="${floor}" width="${W}" height="${H - floor}" fill="${C.navyPale}" opacity=".6"/>` +
    boxes +
    `<g transform="translate(${tapeX} ${floor - 44})"><circle r="44" fill="${C.orangeDark}"/><circle r="20" fill="${bg}"/><path d="M30 32 80 44" stroke="${C.orangeDark}" stroke-width="10" stroke-linecap="round"/></g>` +
    `<g transform="translate(${Math.max(120, startX - 120)} ${floor})"><rect x="-30" y="-70" width="60" height="70" rx="8" fill="${C.navy}"/><circle cx="0" cy="-110" r="40" fill="${C.green}"/><circle cx="-26" cy="-88" r="24" fill="${C.greenDark}"/><circle cx="24" cy="-92" r="22" fill="${C.green}"/></g>`
  );
}

function truckHighway(r: Rng): string {
  const bg = pick(r, [C.sky, C.peach]);
  const tx = between(r, 380, 620);
  const hill = between(r, 300, 360);
  return (
    `<rect width="${W}" height="${H}" fill="${bg}"/><circle cx="${between(r, 900, 1080)}" cy="120" r="60" fill="#fff" opacity=".6"/>` +
    cloud(between(r, 80, 260), 120, 1.3) +
    cloud(between(r, 560, 760), 90) +
    `<path d="M0 ${hill + 60}q200-${between(r, 100, 160)} 420-40t400-50 380 20V500H0z" fill="${C.navyPale}"/>` +
    `<path d="M0 ${hill + 120}q260-110 560-30t640-20V500H0z" fill="${C.green}" opacity=".7"/>` +
    `<rect y="480" width="${W}" height="${H - 480}" fill="${C.road}"/><rect y="480" width="${W}" height="10" fill="${C.navyTint}"/>` +
    `<path d="M0 585H${W}" stroke="#fff" stroke-width="8" stroke-dasharray="60 44" opacity=".85"/>` +
    `<g transform="translate(${tx > 500 ? 170 : 1020} 480)"><rect x="-5" y="-170" width="10" height="170" fill="${C.slate}"/><rect x="-70" y="-220" width="140" height="70" rx="8" fill="${C.navy}"/><path d="M-40-185h60m-16-14 16 14-16 14" stroke="#fff" stroke-width="8" fill="none" stroke-linecap="round" stroke-linejoin="round"/></g>` +
    truck(tx, 258, 1.05) +
    `<path d="M${tx - 20} 380h-90M${tx - 40} 412h-110M${tx - 20} 444h-70" stroke="#fff" stroke-width="8" stroke-linecap="round" opacity=".85"/>`
  );
}

function packingKit(r: Rng): string {
  const bg = pick(r, [C.grey, C.sky, C.peach]);
  const bx = between(r, 380, 460);
  const cell = 26;
  return (
    `<defs><pattern id="bw" width="${cell}" height="${cell}" patternUnits="userSpaceOnUse"><circle cx="13" cy="13" r="8" fill="#fff" fill-opacity=".5" stroke="#fff" stroke-width="2"/></pattern></defs>` +
    `<rect width="${W}" height="${H}" fill="${bg}"/><rect y="520" width="${W}" height="${H - 520}" fill="${C.navyPale}" opacity=".55"/>` +
    `<g transform="rotate(${between(r, -8, -3)} 220 420)"><rect x="60" y="270" width="330" height="260" rx="18" fill="${C.navyTint}" opacity=".45"/><rect x="60" y="270" width="330" height="260" rx="18" fill="url(#bw)"/></g>` +
    `<g transform="translate(${bx} 300)"><path d="M0 0 -60-70h150L150 0z" fill="${C.boxSide}"/><path d="M300 0l60-70H210L150 0z" fill="${C.boxSide}"/>` +
    `<rect width="300" height="230" rx="6" fill="${C.orangeLight}"/><rect width="300" height="24" fill="${C.boxSide}"/>` +
    `<rect x="30" y="120" width="90" height="50" rx="4" fill="#fff"/><path d="M44 138h60M44 152h40" stroke="${C.greyDark}" stroke-width="5"/>` +
    `<path d="M200 150v-50m-18 18 18-18 18 18M250 150v-50m-18 18 18-18 18 18" stroke="${C.orange}" stroke-width="8" fill="none" stroke-linecap="round" stroke-linejoin="round"/></g>` +
    `<g transform="translate(${bx + 470} 470)"><circle r="72" fill="${C.orangeDark}"/><circle r="58" fill="${C.orange}"/><circle r="34" fill="${bg}"/><path d="M60 30 150 50v20L52 48z" fill="${C.orange}"/></g>` +
    `<g transform="translate(${bx + 380} 590) rotate(-${between(r, 8, 20)})"><rect width="180" height="26" rx="13" fill="${C.navy}"/><rect x="150" width="40" height="26" rx="8" fill="${C.navyMid}"/><rect x="40" y="6" width="60" height="14" rx="7" fill="${C.orangeLight}"/></g>`
  );
}

function familyHouse(r: Rng): string {
  const bg = pick(r, [C.sky, C.peach]);
  const roof = pick(r, [C.navy, C.orange]);
  const door = roof === C.navy ? C.orange : C.navy;
  const hx = between(r, 120, 220);
  const person = (x: number, s: number, shirt: string, skin: string) =>
    `<g transform="translate(${x} 600) scale(${s})"><path d="M-10-84v76M10-84v76" stroke="${C.slate}" stroke-width="18" stroke-linecap="round"/>` +
    `<path d="M-26-124l-8 46M26-124l8 46" stroke="${shirt}" stroke-width="14" stroke-linecap="round"/><rect x="-26" y="-150" width="52" height="76" rx="20" fill="${shirt}"/>` +
    `<circle cy="-170" r="20" fill="${skin}"/><path d="M-20-172a20 20 0 0 1 40 0q-20-10-40 0z" fill="${C.text}"/></g>`;
  return (
    `<rect width="${W}" height="${H}" fill="${bg}"/>` +
    cloud(between(r, 600, 800), 110, 1.2) +
    cloud(between(r, 950, 1060), 190, 0.8) +
    `<rect y="560" width="${W}" height="${H - 560}" fill="${C.grey}"/>` +
    `<g transform="translate(${hx} 0)"><rect x="260" y="150" width="40" height="90" fill="${C.navyMid}"/><path d="M-20 290 190 130l210 160z" fill="${roof}"/>` +
    `<rect x="20" y="280" width="340" height="280" fill="#fff"/><path d="M-20 290 190 130l210 160" fill="none" stroke="${roof}" stroke-width="18" stroke-linejoin="round" stroke-linecap="round"/>` +
    `<rect x="155" y="420" width="72" height="140" rx="6" fill="${door}"/><circle cx="212" cy="492" r="6" fill="${C.orangeLight}"/>` +
    `<g fill="${C.sky}" stroke="${C.navy}" stroke-width="8"><rect x="50" y="340" width="70" height="70" rx="4"/><rect x="262" y="340" width="70" height="70" rx="4"/></g>` +
    `<path d="M85 340v70M50 375h70M297 340v70M262 375h70" stroke="${C.navy}" stroke-width="6"/></g>` +
    tree(hx + 460, 564, 1.1) +
    box(hx + 520, 470, 110, 90, true) +
    box(hx + 540, 386, 86, 84) +
    person(820, 1.1, C.navyMid, "#b97a4b") +
    person(920, 1.05, C.orange, "#e2a877") +
    person(1010, 0.72, C.green, "#8a5636") +
    `<path d="M920 240c-14-24-52-10-36 18l36 30 36-30c16-28-22-42-36-18z" fill="${C.orange}"/>`
  );
}

function eidCalendar(r: Rng): string {
  const mx = between(r, 860, 1020);
  let stars = "";
  for (let i = 0; i < 14; i++) {
    const x = between(r, 40, W - 40);
    const y = between(r, 40, 300);
    const s = between(r, 4, 8);
    stars += `<path d="M${x} ${y - s * 2}l${s / 2} ${s * 1.5} ${s * 1.5} ${s / 2}-${s * 1.5} ${s / 2}-${s / 2} ${s * 1.5}-${s / 2}-${s * 1.5}-${s * 1.5}-${s / 2} ${s * 1.5}-${s / 2}z" fill="#fff" opacity=".8"/>`;
  }
  const hi = between(r, 0, 13);
  let cells = "";
  for (let i = 0; i < 21; i++) {
    const cx = 36 + (i % 7) * 52;
    const cy = 120 + Math.floor(i / 7) * 50;
    cells += `<rect x="${cx}" y="${cy}" width="40" height="36" rx="6" fill="${i === hi ? C.orange : C.sky}"/>`;
  }
  const lantern = (x: number, len: number) =>
    `<g transform="translate(${x} 0) scale(1.4)"><path d="M0 0v${len}" stroke="${C.orangeLight}" stroke-width="3"/>` +
    `<path d="M-22 ${len + 20}h44l-8-20h-28z" fill="${C.orange}"/><rect x="-20" y="${len + 20}" width="40" height="60" rx="8" fill="${C.orangeLight}"/>` +
    `<rect x="-10" y="${len + 30}" width="20" height="40" rx="6" fill="#fff" opacity=".8"/><path d="M-22 ${len + 80}h44l-10 14h-24z" fill="${C.orange}"/></g>`;
  return (
    `<rect width="${W}" height="${H}" fill="${C.navy}"/><circle cx="${mx}" cy="180" r="170" fill="${C.navyMid}" opacity=".35"/>` +
    stars +
    `<circle cx="${mx}" cy="180" r="100" fill="${C.orangeLight}"/><circle cx="${mx + 46}" cy="150" r="92" fill="${C.navy}"/>` +
    lantern(between(r, 90, 150), between(r, 60, 110)) +
    lantern(between(r, 230, 290), between(r, 20, 60)) +
    `<rect y="560" width="${W}" height="${H - 560}" fill="${C.navyDeep}"/>` +
    `<g transform="translate(${between(r, 360, 440)} 270)"><rect y="10" width="400" height="290" rx="18" fill="${C.navyDeep}" opacity=".5"/><rect width="400" height="290" rx="18" fill="#fff"/>` +
    `<path d="M0 18q0-18 18-18h364q18 0 18 18v72H0z" fill="${C.orange}"/><path d="M200 30a24 24 0 1 0 20 34 18 18 0 1 1-20-34z" fill="#fff"/>` +
    `<g fill="${C.navy}"><rect x="80" y="-18" width="16" height="44" rx="8"/><rect x="304" y="-18" width="16" height="44" rx="8"/></g>${cells}</g>` +
    truck(between(r, 830, 880), 430, 0.62, C.orange, C.navyTint)
  );
}

function cityRoute(r: Rng): string {
  const bg = pick(r, ["#e8f0e9", C.grey, C.sky]);
  let blocks = "";
  for (let gx = 0; gx < 7; gx++) {
    for (let gy = 0; gy < 4; gy++) {
      const fill = r() < 0.18 ? C.green : r() < 0.5 ? "#fff" : C.navyPale;
      blocks += `<rect x="${gx * 180 + 20}" y="${gy * 180 - 30}" width="140" height="140" rx="14" fill="${fill}" opacity="${fill === C.green ? 0.55 : 0.9}"/>`;
    }
  }
  const river = between(r, 380, 520);
  const sx = 110;
  const sy = between(r, 470, 560);
  const ex = between(r, 980, 1080);
  const ey = between(r, 160, 240);
  const mid = Math.round((sx + ex) / 2);
  return (
    `<rect width="${W}" height="${H}" fill="${bg}"/>${blocks}` +
    `<path d="M${river - 120} ${H}C${river} 480 ${river - 60} 260 ${river + 80} 0" stroke="${C.navyTint}" stroke-width="44" fill="none" opacity=".55"/>` +
    `<path d="M${sx} ${sy}H${mid}V${ey}H${ex}" stroke="${C.navy}" stroke-width="22" fill="none" stroke-linejoin="round" opacity=".15"/>` +
    `<path d="M${sx} ${sy}H${mid}V${ey}H${ex}" stroke="${C.orange}" stroke-width="10" fill="none" stroke-dasharray="24 16" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<circle cx="${sx}" cy="${sy}" r="24" fill="${C.navy}"/><circle cx="${sx}" cy="${sy}" r="10" fill="#fff"/>` +
    `<g transform="translate(${ex} ${ey})"><ellipse rx="30" ry="10" fill="${C.navy}" opacity=".25"/><path d="M0-4q-64-66-64-114a64 64 0 0 1 128 0q0 48-64 114z" fill="${C.orange}"/><circle cy="-118" r="24" fill="#fff"/></g>` +
    truck(Math.round((sx + mid) / 2) - 94, sy - 122, 0.55)
  );
}

const THEMES = {
  boxes: boxesStack,
  truck: truckHighway,
  packing: packingKit,
  house: familyHouse,
  eid: eidCalendar,
  route: cityRoute,
} as const;
export type CoverTheme = keyof typeof THEMES;

/** A seeded post's cover is described as it is. */
const THEME_ALT: Record<CoverTheme, string> = {
  boxes: "Illustration of a tidy stack of moving boxes with a roll of tape and a potted plant",
  truck: "Illustration of a moving truck on a highway between green hills",
  packing: "Illustration of packing supplies: an open box, tape, bubble wrap and a marker",
  house: "Illustration of a family in front of their new house with a few moving boxes",
  eid: "Illustration of a night sky with a crescent moon, lanterns and a calendar",
  route: "Illustration of a city map with a dashed route and a moving truck on its way",
};

export function coverArtAlt(theme: CoverTheme): string {
  return THEME_ALT[theme];
}

export function coverArtSvg(theme: CoverTheme, title: string): string {
  const r = rng(hash(`${theme}|${title}`));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${THEMES[theme](r)}</svg>`;
}

export async function renderCoverArt(theme: CoverTheme, title: string): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(coverArtSvg(theme, title)))
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}
