/** Shared shapes are emitted once in <defs> and placed with <use>, which keeps each file small. */

export const C = {
  navy: "#12355b",
  navyMid: "#2b5d8f",
  navyTint: "#6f94bd",
  navyPale: "#b7cde6",
  orange: "#c2410c",
  orangeDark: "#9a3412",
  orangeLight: "#fdba74",
  orangePale: "#fed7aa",
  boxSide: "#f29d5c",
  sky: "#dbeafe",
  grey: "#f3f4f6",
  greyMid: "#d1d5db",
  greyDark: "#9ca3af",
  text: "#1f2937",
  slate: "#374151",
  white: "#fff",
  green: "#5f9e85",
  greenDark: "#3f7d66",
  skin1: "#e2a877",
  skin2: "#b97a4b",
  skin3: "#8a5636",
} as const;

type SymbolName = keyof typeof SYMBOLS;

/** People's skin colour comes from `color` on the <use>. */
const SYMBOLS = {
  // Faces right, 340×236.
  truck: `<g id="truck"><ellipse cx="170" cy="230" rx="172" ry="9" fill="#12355b" opacity=".12"/><rect x="6" y="186" width="330" height="14" rx="7" fill="${C.text}"/><rect x="8" y="36" width="214" height="156" rx="14" fill="${C.orange}"/><rect x="8" y="170" width="214" height="22" rx="6" fill="${C.orangeDark}"/><path d="M46 84h86M46 118h128" stroke="#fff" stroke-width="14" stroke-linecap="round"/><path d="M228 86h60q8 0 13 6l34 44q4 5 4 12v44H228z" fill="${C.navy}"/><path d="M248 100h36l28 38h-64z" fill="${C.sky}"/><path d="M252 158h14" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".7"/><rect x="322" y="160" width="16" height="12" rx="3" fill="${C.orangeLight}"/><g fill="${C.navy}" stroke="#fff" stroke-width="6"><circle cx="72" cy="200" r="30"/><circle cx="284" cy="200" r="30"/></g><g fill="${C.greyMid}"><circle cx="72" cy="200" r="11"/><circle cx="284" cy="200" r="11"/></g></g>`,
  box: `<g id="box"><rect width="64" height="52" rx="4" fill="${C.orangeLight}"/><rect width="64" height="12" rx="4" fill="${C.boxSide}"/><rect x="26" width="12" height="24" fill="${C.orangePale}"/></g>`,
  lbox: `<g id="lbox"><use href="#box"/><rect x="8" y="30" width="24" height="14" rx="2" fill="#fff"/><path d="M12 35h16M12 40h10" stroke="${C.greyDark}" stroke-width="2"/></g>`,
  // Origin at the feet, ~176 tall.
  carrier: `<g id="carrier"><path d="M-4-80-20-6M8-80l16 74" stroke="${C.slate}" stroke-width="17" stroke-linecap="round"/><g fill="${C.text}"><ellipse cx="-22" cy="-4" rx="13" ry="6"/><ellipse cx="28" cy="-4" rx="13" ry="6"/></g><rect x="-20" y="-142" width="42" height="70" rx="16" fill="${C.navy}"/><rect x="-20" y="-96" width="42" height="8" fill="${C.orange}"/><circle cx="4" cy="-160" r="18" fill="currentColor"/><path d="M-14-162a18 18 0 0 1 36 0z" fill="${C.orange}"/><path d="M19-164h14" stroke="${C.orange}" stroke-width="6" stroke-linecap="round"/><use href="#box" transform="translate(24 -134) scale(.95)"/><path d="M0-124 16-98h28" fill="none" stroke="${C.navy}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/><circle cx="48" cy="-98" r="7.5" fill="currentColor"/></g>`,
  // Origin at the feet, ~180 tall.
  stander: `<g id="stander"><path d="M-10-82v74M10-82v74" stroke="${C.slate}" stroke-width="17" stroke-linecap="round"/><g fill="${C.text}"><ellipse cx="-13" cy="-4" rx="12" ry="6"/><ellipse cx="13" cy="-4" rx="12" ry="6"/></g><path d="M-24-122l-8 44M24-122l8 44" stroke="${C.navy}" stroke-width="13" stroke-linecap="round"/><g fill="currentColor"><circle cx="-33" cy="-74" r="7"/><circle cx="33" cy="-74" r="7"/></g><rect x="-24" y="-146" width="48" height="72" rx="18" fill="${C.navy}"/><rect x="-24" y="-98" width="48" height="8" fill="${C.orange}"/><rect x="6" y="-132" width="10" height="7" rx="2" fill="${C.orangeLight}"/><circle cy="-162" r="18" fill="currentColor"/><path d="M-18-164a18 18 0 0 1 36 0z" fill="${C.orange}"/><path d="M-20-164h40" stroke="${C.orange}" stroke-width="5" stroke-linecap="round"/></g>`,
  // Origin at the feet.
  waver: `<g id="waver"><path d="M-10-82v74M10-82v74" stroke="${C.slate}" stroke-width="17" stroke-linecap="round"/><g fill="${C.text}"><ellipse cx="-13" cy="-4" rx="12" ry="6"/><ellipse cx="13" cy="-4" rx="12" ry="6"/></g><path d="M-24-122l-8 44M24-126l18-40" stroke="${C.navy}" stroke-width="13" stroke-linecap="round"/><g fill="currentColor"><circle cx="-33" cy="-74" r="7"/><circle cx="44" cy="-172" r="8"/></g><rect x="-24" y="-146" width="48" height="72" rx="18" fill="${C.navy}"/><rect x="-24" y="-98" width="48" height="8" fill="${C.orange}"/><rect x="6" y="-132" width="10" height="7" rx="2" fill="${C.orangeLight}"/><circle cy="-162" r="18" fill="currentColor"/><path d="M-18-164a18 18 0 0 1 36 0z" fill="${C.orange}"/><path d="M-20-164h40" stroke="${C.orange}" stroke-width="5" stroke-linecap="round"/></g>`,
  crate: `<g id="crate"><rect width="90" height="56" rx="6" fill="${C.orange}"/><rect x="-4" y="-8" width="98" height="12" rx="4" fill="${C.navy}"/><rect x="30" y="12" width="30" height="9" rx="4.5" fill="${C.orangeDark}"/><path d="M12 32h66M12 42h66" stroke="${C.orangeDark}" stroke-width="3" stroke-linecap="round"/></g>`,
  cloud: `<path id="cloud" d="M0 0a22 22 0 0 1 26-22 32 32 0 0 1 60-6 20 20 0 0 1 30 18 14 14 0 0 1 2 10z" fill="#fff"/>`,
  tree: `<g id="tree"><rect x="-5" y="-60" width="10" height="60" rx="4" fill="${C.greenDark}"/><circle cy="-78" r="30" fill="${C.green}"/><circle cx="-16" cy="-60" r="18" fill="${C.green}"/><circle cx="16" cy="-62" r="18" fill="${C.greenDark}"/></g>`,
  // Origin at wheel contact, 70 tall.
  dolly: `<g id="dolly"><path d="M-6-118V-8h46" stroke="${C.slate}" stroke-width="7" fill="none" stroke-linecap="round" stroke-linejoin="round"/><path d="M-6-118h-12" stroke="${C.slate}" stroke-width="7" stroke-linecap="round"/><circle cx="4" cy="-10" r="10" fill="${C.text}"/><circle cx="4" cy="-10" r="4" fill="${C.greyMid}"/></g>`,
} as const;

export interface SceneOpts {
  width?: number;
  height?: number;
  uses?: SymbolName[];
  defs?: string;
  /** 0 = no ground. */
  ground?: number;
}

export interface Scene {
  width: number;
  height: number;
  uses: SymbolName[];
  defs: string;
  content: string;
}

const minify = (markup: string) => markup.replace(/\s*\n\s*/g, "");

/** Square corners: the page rounds them with CSS. */
export function drawScene(body: string, o: SceneOpts = {}): Scene {
  const w = o.width ?? 960;
  const h = o.height ?? 480;
  const deps = new Set<SymbolName>();
  const add = (s: SymbolName) => {
    if (s === "lbox" || s === "carrier") deps.add("box");
    deps.add(s);
  };
  (o.uses ?? []).forEach(add);
  const ground = o.ground ? `<rect y="${o.ground}" width="${w}" height="${h - o.ground}" fill="${C.grey}"/>` : "";
  return {
    width: w,
    height: h,
    uses: (Object.keys(SYMBOLS) as SymbolName[]).filter((s) => deps.has(s)),
    defs: minify(o.defs ?? ""),
    content: minify(`<rect width="${w}" height="${h}" fill="${C.sky}"/>${ground}${body}`),
  };
}

export function sceneSvg(s: Scene): string {
  const defs = s.uses.map((name) => SYMBOLS[name]).join("") + s.defs;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${s.width} ${s.height}" width="${s.width}" height="${s.height}">` +
    (defs ? `<defs>${defs}</defs>` : "") +
    `${s.content}</svg>`
  );
}

export function scene(body: string, o: SceneOpts = {}): string {
  return sceneSvg(drawScene(body, o));
}

export function u(id: SymbolName | (string & {}), x: number, y: number, s = 1, flip = false, color?: string): string {
  const sc = s === 1 && !flip ? "" : ` scale(${flip ? -s : s}${flip ? ` ${s}` : ""})`;
  const col = color ? ` color="${color}"` : "";
  return `<use href="#${id}" transform="translate(${x} ${y})${sc}"${col}/>`;
}

export const cloud = (x: number, y: number, s = 1) => u("cloud", x, y, s);
