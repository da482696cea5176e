import { C, cloud, drawScene, u, type Scene } from "./lib";

const sky = (sunX = 820, extra = "") =>
  `<circle cx="${sunX}" cy="90" r="46" fill="#fff" opacity=".55"/>${cloud(90, 90)}${cloud(560, 70, 0.8)}${extra}`;

const road = (y: number, w = 960, h = 480) =>
  `<rect y="${y}" width="${w}" height="${h - y}" fill="#4a6486"/><rect y="${y}" width="${w}" height="8" fill="${C.navyTint}"/>` +
  `<path d="M20 ${Math.round((y + h) / 2 + 4)}H${w}" stroke="#fff" stroke-width="6" stroke-dasharray="44 36" opacity=".8"/>`;

/** Base line `by`, half-width r. */
const onion = (cx: number, by: number, r: number, fill: string) =>
  `<path d="M${cx - r} ${by}C${cx - r * 1.4} ${by - r * 1.2} ${cx - r * 0.15} ${by - r * 1.3} ${cx} ${by - r * 2.2}C${cx + r * 0.15} ${by - r * 1.3} ${cx + r * 1.4} ${by - r * 1.2} ${cx + r} ${by}z" fill="${fill}"/>`;

/** Mughal-style minaret: shaft with balconies and a small pavilion dome. */
const minaret = (cx: number, by: number, h: number, w: number, fill: string) => {
  const top = by - h;
  const rings = [0.35, 0.7].map((f) => `<rect x="${cx - w / 2 - 4}" y="${Math.round(by - h * f)}" width="${w + 8}" height="6" rx="2"/>`).join("");
  return (
    `<g fill="${fill}"><path d="M${cx - w / 2} ${by}L${cx - w / 2 + 2} ${top}h${w - 4}L${cx + w / 2} ${by}z"/>${rings}` +
    `<rect x="${cx - w / 2 - 3}" y="${top - 4}" width="${w + 6}" height="6" rx="2"/><rect x="${cx - w / 2 + 1}" y="${top - 16}" width="${w - 2}" height="12"/></g>` +
    onion(cx, top - 16, w / 2 + 2, fill)
  );
};

const speed = (x: number, y: number) =>
  `<path d="M${x} ${y}h-60M${x - 20} ${y + 26}h-70M${x} ${y + 52}h-50" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".8"/>`;

const quiltDef = `<pattern id="q" width="22" height="22" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><path d="M0 0h22M0 0v22" stroke="${C.navyPale}" stroke-width="2.5"/></pattern>`;
const bubbleDef = `<pattern id="bw" width="16" height="16" patternUnits="userSpaceOnUse"><circle cx="8" cy="8" r="4.5" fill="#fff" fill-opacity=".35" stroke="#fff" stroke-opacity=".7" stroke-width="1.5"/></pattern>`;

/** Faces right, ~340×178, origin top-left. */
const van = `<g id="van"><ellipse cx="170" cy="176" rx="170" ry="8" fill="${C.navy}" opacity=".12"/><path d="M8 30q0-22 22-22h178q14 0 22 10l46 56 38 8q18 4 18 20v56H8z" fill="#fff"/><path d="M220 24h4q8 0 13 6l38 46h-55z" fill="${C.sky}"/><rect x="8" y="96" width="324" height="16" fill="${C.orange}"/><path d="M8 140h324v14q0 8-8 8H8z" fill="${C.navy}"/><path d="M196 30v112" stroke="${C.greyMid}" stroke-width="3"/><rect x="320" y="118" width="14" height="10" rx="3" fill="${C.orangeLight}"/><g fill="${C.navy}" stroke="#fff" stroke-width="5"><circle cx="74" cy="158" r="24"/><circle cx="268" cy="158" r="24"/></g><g fill="${C.greyMid}"><circle cx="74" cy="158" r="9"/><circle cx="268" cy="158" r="9"/></g></g>`;

const awning = () => {
  let a = "";
  let b = "";
  for (let i = 0; i < 10; i++) {
    const x = 40 + i * 40;
    const seg = `M${x} 186h40v30a20 20 0 0 1-40 0z`;
    if (i % 2) b += seg;
    else a += seg;
  }
  return `<path d="${a}" fill="${C.orange}"/><path d="${b}" fill="${C.orangePale}"/>`;
};

/** Legs at x…x-80, boom over the sea (left). */
const crane = (x: number, col: string, s = 1) =>
  `<g transform="translate(${x} 340) scale(${s})"><g fill="${col}"><rect x="-90" y="-220" width="14" height="220"/><rect x="-14" y="-220" width="14" height="220"/><rect x="-90" y="-130" width="90" height="10"/><rect x="-230" y="-236" width="280" height="16"/><rect x="-50" y="-300" width="10" height="64"/></g><path d="M-45-298-220-230M-45-298 40-230" stroke="${col}" stroke-width="5"/><rect x="-190" y="-222" width="30" height="14" fill="${C.navy}"/><path d="M-175-208v80" stroke="${C.navy}" stroke-width="3"/><rect x="-196" y="-128" width="42" height="10" fill="${C.navy}"/></g>`;

export const scenes: Record<string, () => Scene> = {
  "house-moving-company": () =>
    drawScene(
      `${sky()}
      <rect x="262" y="112" width="30" height="70" fill="${C.navyMid}"/><path d="M48 214 200 96l152 118z" fill="${C.navy}"/>
      <rect x="76" y="206" width="248" height="194" fill="#fff"/><path d="M48 214 200 96l152 118" fill="none" stroke="${C.navy}" stroke-width="14" stroke-linejoin="round" stroke-linecap="round"/>
      <rect x="172" y="300" width="56" height="100" rx="4" fill="${C.orange}"/><circle cx="216" cy="352" r="4" fill="${C.orangeLight}"/>
      <g fill="${C.sky}" stroke="${C.navy}" stroke-width="6"><rect x="100" y="250" width="48" height="48" rx="3"/><rect x="252" y="250" width="48" height="48" rx="3"/><circle cx="200" cy="180" r="20"/></g>
      <path d="M124 250v48M100 274h48M276 250v48M252 274h48" stroke="${C.navy}" stroke-width="4"/>
      <path d="M172 400h56l30 80H142z" fill="${C.greyMid}" opacity=".6"/>
      ${u("tree", 30, 404)}
      ${u("box", 252, 352, 0.9)}${u("lbox", 286, 352, 0.9)}${u("box", 268, 306, 0.9)}
      ${u("truck", 596, 170)}
      ${u("carrier", 420, 428, 1, false, C.skin2)}${u("carrier", 530, 420, 0.96, false, C.skin1)}`,
      { uses: ["truck", "box", "lbox", "carrier", "cloud", "tree"], ground: 400 },
    ),

  "apartment-relocations": () =>
    drawScene(
      `<circle cx="860" cy="90" r="46" fill="#fff" opacity=".55"/>${cloud(470, 110, 0.8)}${cloud(660, 60)}
      <rect x="20" y="170" width="110" height="230" fill="${C.navyPale}"/><rect x="430" y="210" width="90" height="190" fill="${C.navyPale}"/>
      <rect x="120" y="40" width="240" height="360" fill="#fff"/><rect x="120" y="40" width="240" height="16" fill="${C.navy}"/>
      <rect x="120" y="56" width="240" height="240" fill="url(#win)"/>
      <g id="bal"><path d="M126 112h68" stroke="${C.orange}" stroke-width="6" stroke-linecap="round"/><path d="M132 98v14M146 98v14M160 98v14M174 98v14M188 98v14M126 98h68" stroke="${C.orange}" stroke-width="3"/></g><use href="#bal" x="180" y="60"/><use href="#bal" y="120"/><use href="#bal" x="180" y="180"/>
      <rect x="140" y="316" width="48" height="40" rx="3" fill="${C.sky}"/><rect x="292" y="316" width="48" height="40" rx="3" fill="${C.sky}"/>
      <rect x="206" y="330" width="68" height="70" rx="4" fill="${C.navy}"/><rect x="214" y="338" width="24" height="62" fill="${C.navyTint}"/><rect x="242" y="338" width="24" height="62" fill="${C.navyTint}"/>
      <rect x="366" y="30" width="70" height="370" fill="#fff" opacity=".45"/><path d="M366 30v370M436 30v370M366 30h70" stroke="${C.navy}" stroke-width="6" fill="none"/>
      <path d="M401 36v150" stroke="${C.navy}" stroke-width="3"/>
      <rect x="372" y="186" width="58" height="76" rx="4" fill="${C.sky}" stroke="${C.orange}" stroke-width="6"/>
      ${u("box", 380, 222, 0.66)}
      <path d="M360 420h90" stroke="${C.greyMid}" stroke-width="6" stroke-linecap="round"/>
      ${u("dolly", 486, 418)}${u("box", 486, 370, 0.72)}${u("lbox", 486, 333, 0.72)}${u("box", 490, 296, 0.62)}
      ${u("stander", 580, 432, 0.95, false, C.skin3)}
      ${u("truck", 636, 206, 0.84)}`,
      {
        uses: ["truck", "box", "lbox", "stander", "cloud", "dolly"],
        ground: 400,
        defs: `<pattern id="win" x="120" y="56" width="60" height="60" patternUnits="userSpaceOnUse"><rect x="12" y="10" width="36" height="36" rx="3" fill="${C.sky}"/><path d="M30 10v36" stroke="${C.navyPale}" stroke-width="3"/></pattern>`,
      },
    ),

  "office-relocations": () =>
    drawScene(
      `<rect x="60" y="50" width="360" height="210" rx="8" fill="#fff"/><rect x="74" y="64" width="332" height="182" fill="${C.navyPale}"/>
      <path d="M74 246V170h40v-50h36v126M170 246V140h50v106M236 246V100h44v146M296 246V160h34v-30h30v116" fill="${C.navyTint}"/>
      <path d="M240 64v182M74 155h332" stroke="#fff" stroke-width="8"/>
      <circle cx="560" cy="110" r="34" fill="#fff" stroke="${C.navy}" stroke-width="6"/><path d="M560 90v20l14 10" stroke="${C.navy}" stroke-width="5" stroke-linecap="round" fill="none"/>
      <rect x="80" y="298" width="300" height="14" rx="4" fill="${C.navy}"/><rect x="96" y="312" width="12" height="88" fill="${C.navy}"/><rect x="270" y="312" width="96" height="88" rx="4" fill="${C.navyMid}"/>
      <path d="M284 340h68M284 372h68" stroke="${C.navyPale}" stroke-width="4" stroke-linecap="round"/>
      <rect x="170" y="196" width="124" height="80" rx="6" fill="${C.navy}"/><rect x="178" y="204" width="108" height="62" rx="3" fill="${C.sky}"/>
      <path d="M190 220h50M190 236h80M190 252h36" stroke="${C.navyTint}" stroke-width="5" stroke-linecap="round"/><path d="M232 276v18M210 296h44" stroke="${C.navy}" stroke-width="8" stroke-linecap="round"/>
      <rect x="110" y="284" width="46" height="12" rx="3" fill="${C.greyDark}"/>
      <path d="M34 236h52q8 0 8 8v66H34z" fill="${C.orange}"/><rect x="28" y="304" width="74" height="16" rx="8" fill="${C.orange}"/>
      <path d="M62 320v58M40 392l22-14 22 14" stroke="${C.text}" stroke-width="7" stroke-linecap="round" fill="none"/>
      <rect x="600" y="330" width="26" height="70" rx="4" fill="${C.orange}"/><circle cx="613" cy="300" r="30" fill="${C.green}"/><circle cx="596" cy="318" r="18" fill="${C.greenDark}"/>
      ${u("crate", 700, 344)}${u("crate", 800, 344)}${u("crate", 750, 280)}${u("lbox", 660, 348, 0.8)}
      ${u("carrier", 470, 430, 1, false, C.skin1)}`,
      { uses: ["box", "lbox", "carrier", "crate"], ground: 400 },
    ),

  "international-moves": () =>
    drawScene(
      `${cloud(800, 200, 0.7)}${cloud(60, 60)}
      <circle cx="270" cy="220" r="150" fill="#fff"/>
      <g fill="${C.navyPale}"><path d="M180 120q40-26 80-10 14 30-12 48-8 30-40 26-34-14-28-64zM300 100q50 0 78 46-24 0-36 20-30-10-42-66zM296 210q40-8 60 20 4 40-30 80-30-20-30-50-18-20 0-50zM150 230q30 0 40 30-12 30-40 30-20-30 0-60z"/></g>
      <g fill="none" stroke="${C.navyTint}" stroke-width="3" opacity=".7"><ellipse cx="270" cy="220" rx="60" ry="150"/><path d="M270 70v300M120 220h300M140 150h260M140 290h260"/></g>
      <circle cx="270" cy="220" r="150" fill="none" stroke="${C.navy}" stroke-width="8"/>
      <path d="M340 150Q480 20 640 110" fill="none" stroke="${C.orange}" stroke-width="5" stroke-dasharray="14 12" stroke-linecap="round"/><circle cx="340" cy="150" r="10" fill="${C.orange}"/>
      <g transform="translate(650 92) rotate(-8)"><path d="M0 20q0-18 20-18h140q26 0 40 18-14 18-40 18H20Q0 38 0 20z" fill="#fff"/><path d="M6 4 0-28h22l28 32z" fill="${C.orange}"/><path d="M70 26h44L78 80H56z" fill="${C.navy}"/><path d="M80 14h-30l10-24h12z" fill="${C.navyMid}"/><path d="M170 10q16 2 24 10h-24z" fill="${C.sky}"/><g fill="${C.navyTint}"><circle cx="60" cy="16" r="4"/><circle cx="80" cy="16" r="4"/><circle cx="100" cy="16" r="4"/><circle cx="120" cy="16" r="4"/><circle cx="140" cy="16" r="4"/></g></g>
      <rect x="500" y="250" width="400" height="150" rx="6" fill="${C.orange}"/><rect x="500" y="250" width="400" height="14" fill="${C.orangeDark}"/>
      <path d="M530 274v112M560 274v112M590 274v112M620 274v112M650 274v112M680 274v112M710 274v112M740 274v112M770 274v112" stroke="${C.orangeDark}" stroke-width="8" stroke-linecap="round"/>
      <rect x="800" y="264" width="96" height="136" fill="${C.orangeDark}"/><path d="M848 264v136M820 280v104M876 280v104" stroke="${C.orange}" stroke-width="5"/>
      ${u("box", 396, 352, 0.9)}${u("lbox", 440, 352, 0.9)}${u("box", 418, 308, 0.9)}`,
      { uses: ["box", "lbox", "cloud"], ground: 400 },
    ),

  "store-deliveries": () =>
    drawScene(
      `${sky(880)}
      <rect x="50" y="110" width="380" height="290" fill="#fff"/><rect x="40" y="96" width="400" height="20" rx="4" fill="${C.navy}"/>
      <rect x="150" y="130" width="180" height="44" rx="6" fill="${C.navy}"/><path d="M226 146h28l-4 18h-20z" fill="${C.orangeLight}"/><path d="M232 146q8-12 16 0" stroke="${C.orangeLight}" stroke-width="4" fill="none"/>
      ${awning()}
      <rect x="70" y="250" width="200" height="130" rx="4" fill="${C.sky}" stroke="${C.navy}" stroke-width="6"/><path d="M80 306h180M80 350h180" stroke="${C.navyTint}" stroke-width="5"/>
      ${u("box", 90, 272, 0.5)}${u("lbox", 130, 272, 0.5)}${u("box", 190, 316, 0.5)}${u("box", 226, 316, 0.5)}<rect x="96" y="322" width="26" height="28" rx="4" fill="${C.orange}"/>
      <rect x="300" y="250" width="100" height="150" rx="4" fill="${C.navy}"/><rect x="312" y="262" width="76" height="80" rx="3" fill="${C.sky}"/><circle cx="380" cy="364" r="5" fill="${C.orangeLight}"/>
      ${u("van", 900, 244, 1, true)}
      ${u("carrier", 470, 432, 1, true, C.skin2)}`,
      { uses: ["box", "lbox", "carrier", "cloud"], ground: 400, defs: van },
    ),

  "storage-boxes-moves": () =>
    drawScene(
      `<rect y="300" width="960" height="100" fill="${C.navyPale}" opacity=".35"/>
      <g fill="${C.navy}"><rect x="60" y="60" width="14" height="340"/><rect x="290" y="60" width="14" height="340"/><rect x="520" y="60" width="14" height="340"/></g>
      <g fill="${C.orange}"><rect x="54" y="150" width="486" height="12" rx="3"/><rect x="54" y="260" width="486" height="12" rx="3"/><rect x="54" y="370" width="486" height="12" rx="3"/></g>
      ${u("lbox", 84, 98)}${u("lbox", 150, 98)}${u("box", 216, 110, 0.8)}${u("lbox", 316, 98)}${u("box", 384, 110, 0.8)}${u("lbox", 440, 90, 1.15)}
      ${u("lbox", 84, 200, 1.15)}${u("box", 164, 208)}${u("lbox", 232, 218, 0.8)}${u("box", 316, 208)}${u("box", 384, 208)}${u("lbox", 452, 208)}
      ${u("box", 90, 318)}${u("lbox", 160, 318)}${u("lbox", 316, 310, 1.15)}${u("box", 396, 318)}${u("box", 460, 330, 0.8)}
      <rect x="620" y="110" width="300" height="290" fill="${C.navy}"/><rect x="636" y="126" width="268" height="150" fill="${C.greyMid}"/>
      <path d="M636 150h268M636 176h268M636 202h268M636 228h268M636 254h268" stroke="${C.greyDark}" stroke-width="4"/><rect x="636" y="270" width="268" height="10" fill="${C.greyDark}"/>
      <rect x="636" y="280" width="268" height="120" fill="${C.navyMid}"/>
      ${u("dolly", 840, 410)}${u("box", 840, 362, 0.72)}${u("lbox", 840, 325, 0.72)}
      ${u("carrier", 720, 432, 1, true, C.skin3)}`,
      { uses: ["box", "lbox", "carrier", "dolly"], ground: 400 },
    ),

  "pets-and-animals-moves": () =>
    drawScene(
      `${sky(880)}
      ${u("truck", 30, 208, 0.8)}
      <path d="M462 120c-12-20-44-8-30 16l30 26 30-26c14-24-18-36-30-16z" fill="${C.orange}"/>
      <path d="M362 240q0-60 100-60t100 60" fill="none" stroke="${C.navy}" stroke-width="16" stroke-linecap="round"/>
      <rect x="330" y="236" width="264" height="164" rx="28" fill="${C.navyMid}"/><rect x="330" y="236" width="264" height="40" rx="20" fill="${C.navy}"/>
      <path d="M530 300v70M556 300v70" stroke="${C.navyTint}" stroke-width="10" stroke-linecap="round"/>
      <rect x="350" y="288" width="160" height="100" rx="14" fill="${C.sky}"/>
      <path d="M392 372q0-50 38-50t38 50z" fill="${C.greyDark}"/>
      <path d="M398 330l4-30 20 20zM462 330l-4-30-20 20z" fill="${C.slate}"/><circle cx="430" cy="336" r="30" fill="${C.slate}"/>
      <g fill="${C.orangeLight}"><circle cx="419" cy="334" r="5"/><circle cx="441" cy="334" r="5"/></g><path d="M424 346l6 4 6-4" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round"/>
      <path d="M374 288v100M398 288v100M422 288v100M446 288v100M470 288v100M494 288v100" stroke="${C.navy}" stroke-width="5"/><rect x="350" y="288" width="160" height="100" rx="14" fill="none" stroke="${C.navy}" stroke-width="8"/>
      <path d="M840 356q40-20 30-70" stroke="${C.boxSide}" stroke-width="16" stroke-linecap="round" fill="none"/>
      <path d="M720 400q-6-110 56-110 70 0 70 110z" fill="${C.orangeLight}"/><path d="M744 400v-50M812 400v-50" stroke="${C.boxSide}" stroke-width="4"/>
      <path d="M716 262q0-62 60-62 54 0 54 54 0 40-56 40-58 0-58-32z" fill="${C.orangeLight}"/><path d="M760 300q20 20 46 0-6 40-24 40-18 0-22-40z" fill="#fff"/>
      <path d="M808 212q30-10 30 30 0 30-18 30-10-30-12-60zM744 212q-30-10-30 30 0 30 18 30 10-30 12-60z" fill="${C.boxSide}"/>
      <ellipse cx="776" cy="262" rx="14" ry="9" fill="${C.text}"/><g fill="${C.text}"><circle cx="752" cy="240" r="6"/><circle cx="800" cy="240" r="6"/></g>
      <rect x="746" y="292" width="60" height="12" rx="6" fill="${C.orange}"/><circle cx="776" cy="310" r="7" fill="${C.orangeLight}" stroke="${C.orange}" stroke-width="3"/>
      <g fill="${C.navyTint}" opacity=".6"><g transform="translate(620 440)"><ellipse rx="9" ry="7"/><circle cx="-9" cy="-12" r="4"/><circle cx="0" cy="-15" r="4"/><circle cx="9" cy="-12" r="4"/></g><g transform="translate(560 456)"><ellipse rx="9" ry="7"/><circle cx="-9" cy="-12" r="4"/><circle cx="0" cy="-15" r="4"/><circle cx="9" cy="-12" r="4"/></g><g transform="translate(500 438)"><ellipse rx="9" ry="7"/><circle cx="-9" cy="-12" r="4"/><circle cx="0" cy="-15" r="4"/><circle cx="9" cy="-12" r="4"/></g></g>`,
      { uses: ["truck", "cloud"], ground: 400 },
    ),

  "furniture-move": () =>
    drawScene(
      `${sky()}
      ${u("truck", 660, 204, 0.85)}
      ${u("stander", 70, 430, 1, false, C.skin2)}${u("stander", 470, 430, 1, false, C.skin1)}
      <g transform="translate(95 250) scale(.9)"><rect x="20" y="0" width="350" height="96" rx="30" fill="${C.navyTint}"/><rect x="0" y="40" width="70" height="84" rx="26" fill="${C.navyTint}"/><rect x="320" y="40" width="70" height="84" rx="26" fill="${C.navyTint}"/><rect x="40" y="70" width="310" height="54" rx="12" fill="${C.navyTint}"/>
      <g fill="url(#q)"><rect x="20" y="0" width="350" height="96" rx="30"/><rect x="0" y="40" width="70" height="84" rx="26"/><rect x="320" y="40" width="70" height="84" rx="26"/></g>
      <path d="M110 0v124M280 0v124" stroke="${C.orange}" stroke-width="16"/><path d="M40 134h26M324 134h26" stroke="${C.text}" stroke-width="10" stroke-linecap="round"/></g>
      <circle cx="103" cy="356" r="8" fill="${C.skin2}"/><circle cx="437" cy="356" r="8" fill="${C.skin1}"/>
      <rect x="520" y="120" width="120" height="260" rx="12" fill="${C.navyTint}"/><rect x="520" y="120" width="120" height="260" rx="12" fill="url(#q)"/>
      <path d="M520 176h120M520 320h120" stroke="${C.orange}" stroke-width="16"/><path d="M580 120v260" stroke="${C.navy}" stroke-width="4" opacity=".4"/>
      <rect x="508" y="380" width="144" height="14" rx="6" fill="${C.slate}"/><g fill="${C.text}"><circle cx="530" cy="402" r="10"/><circle cx="630" cy="402" r="10"/></g>`,
      { uses: ["truck", "stander", "cloud"], ground: 400, defs: quiltDef },
    ),

  "electronic-moves": () =>
    drawScene(
      `${sky()}
      <rect x="70" y="80" width="170" height="310" rx="14" fill="#fff" stroke="${C.greyMid}" stroke-width="4"/><path d="M70 190h170" stroke="${C.greyMid}" stroke-width="4"/>
      <path d="M90 120v44M90 214v70" stroke="${C.greyDark}" stroke-width="8" stroke-linecap="round"/>
      <path d="M70 150h170M70 330h170" stroke="${C.orange}" stroke-width="14"/>
      <rect x="56" y="388" width="198" height="14" rx="6" fill="${C.slate}"/><g fill="${C.text}"><circle cx="80" cy="410" r="10"/><circle cx="230" cy="410" r="10"/></g>
      <g><rect x="330" y="150" width="280" height="170" rx="10" fill="${C.navy}"/><rect x="342" y="162" width="256" height="146" rx="4" fill="${C.navyMid}"/><path d="M360 290l80-110 40 50 40-40 60 100z" fill="${C.navyTint}" opacity=".5"/>
      <rect x="318" y="200" width="304" height="132" rx="14" fill="${C.sky}" opacity=".35"/><rect x="318" y="200" width="304" height="132" rx="14" fill="url(#bw)"/><path d="M318 200h304" stroke="#fff" stroke-width="3" opacity=".8"/>
      <path d="M400 140v192M540 140v192" stroke="${C.orange}" stroke-width="10"/></g>
      <rect x="380" y="332" width="180" height="68" rx="4" fill="${C.orangeLight}"/><rect x="380" y="332" width="180" height="14" fill="${C.boxSide}"/>
      <path d="M430 360h20l-4 14q-6 6-12 0zM440 376v12M432 390h16" stroke="${C.orange}" stroke-width="4" fill="none" stroke-linejoin="round"/>
      <path d="M492 392v-28m-8 8 8-8 8 8M516 392v-28m-8 8 8-8 8 8" stroke="${C.orange}" stroke-width="4" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
      <rect x="660" y="250" width="230" height="150" rx="12" fill="${C.sky}"/><rect x="660" y="250" width="230" height="150" rx="12" fill="url(#bw)"/>
      <rect x="660" y="250" width="230" height="150" rx="12" fill="none" stroke="${C.navyTint}" stroke-width="4"/>
      <ellipse cx="890" cy="325" rx="30" ry="75" fill="${C.sky}" stroke="${C.navyTint}" stroke-width="4"/><ellipse cx="890" cy="325" rx="10" ry="24" fill="${C.navyTint}"/>
      <path d="M680 400q-30 0-50 20" stroke="${C.navyTint}" stroke-width="4" fill="none"/>
      ${u("box", 720, 208, 0.8)}`,
      { uses: ["box", "cloud"], ground: 400, defs: bubbleDef },
    ),

  "shehzore-mazda-for-rent": () =>
    drawScene(
      `${sky(480)}
      ${road(400)}
      <g transform="translate(40 226)"><ellipse cx="160" cy="176" rx="170" ry="8" fill="${C.navy}" opacity=".15"/><rect x="0" y="136" width="312" height="14" rx="6" fill="${C.text}"/>
      ${u("box", 24, 52, 0.9)}${u("lbox", 86, 52, 0.9)}${u("box", 54, 6, 0.9)}${u("box", 146, 64, 0.72)}
      <rect x="0" y="96" width="206" height="44" rx="3" fill="#fff" stroke="${C.navyMid}" stroke-width="5"/><path d="M52 96v44M104 96v44M156 96v44" stroke="${C.navyMid}" stroke-width="4"/>
      <path d="M212 150V34q0-14 14-14h52q16 0 20 16l10 48v66z" fill="${C.orange}"/><path d="M226 34h48q8 0 10 8l8 38h-66z" fill="${C.sky}"/><rect x="214" y="104" width="94" height="10" fill="${C.orangeDark}"/><rect x="296" y="118" width="14" height="10" rx="3" fill="${C.orangeLight}"/>
      <g fill="${C.navy}" stroke="#fff" stroke-width="5"><circle cx="56" cy="152" r="24"/><circle cx="258" cy="152" r="24"/></g><g fill="${C.greyMid}"><circle cx="56" cy="152" r="9"/><circle cx="258" cy="152" r="9"/></g></g>
      <g transform="translate(400 146)"><ellipse cx="250" cy="256" rx="260" ry="10" fill="${C.navy}" opacity=".15"/><rect x="0" y="206" width="500" height="16" rx="6" fill="${C.text}"/>
      <rect x="0" y="20" width="340" height="190" rx="6" fill="${C.orangeLight}"/><path d="M12 62h316M12 104h316M12 146h316M12 188h316" stroke="${C.boxSide}" stroke-width="6"/>
      <path d="M0 20h340M6 20v190M113 20v190M226 20v190M334 20v190" stroke="${C.orange}" stroke-width="12" stroke-linecap="round"/>
      <path d="M350 222V74q0-16 16-16h80q18 0 22 18l14 70v76z" fill="${C.navy}"/><path d="M366 74h68q10 0 13 10l12 52h-93z" fill="${C.sky}"/><rect x="352" y="168" width="130" height="12" fill="${C.orange}"/><rect x="468" y="190" width="16" height="12" rx="3" fill="${C.orangeLight}"/><path d="M376 156h20" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".7"/>
      <g fill="${C.navy}" stroke="#fff" stroke-width="6"><circle cx="70" cy="226" r="30"/><circle cx="140" cy="226" r="30"/><circle cx="416" cy="226" r="30"/></g><g fill="${C.greyMid}"><circle cx="70" cy="226" r="11"/><circle cx="140" cy="226" r="11"/><circle cx="416" cy="226" r="11"/></g></g>`,
      { uses: ["box", "lbox", "cloud"] },
    ),

  "moving-company-lahore": () =>
    drawScene(
      `${sky(860)}
      <path d="M0 330V250h50v-30h40v110M440 330V240h46v90M600 330V200h50v-20h50v150M900 330V230h60v100" fill="${C.navyPale}"/>
      <g fill="${C.navyTint}"><rect x="60" y="250" width="340" height="90"/><rect x="170" y="200" width="120" height="140"/><rect x="150" y="236" width="160" height="14"/></g>
      <path d="M206 340v-70q24-36 48 0v70z" fill="${C.navyPale}"/><g fill="${C.navyPale}"><path d="M90 340v-40q12-18 24-0v40zM130 340v-40q12-18 24 0v40zM306 340v-40q12-18 24 0v40zM346 340v-40q12-18 24 0v40z"/></g>
      ${onion(230, 202, 34, "#fff")}${onion(166, 250, 20, "#fff")}${onion(294, 250, 20, "#fff")}
      ${minaret(58, 340, 180, 22, C.navyMid)}${minaret(402, 340, 180, 22, C.navyMid)}${minaret(140, 250, 50, 12, C.navyTint)}${minaret(320, 250, 50, 12, C.navyTint)}
      <g transform="translate(260)"><g fill="${C.navy}"><path d="M480 340q40-14 40-44h80q0 30 40 44z"/><path d="M536 296l10-170h28l10 170z"/><rect x="530" y="196" width="60" height="10" rx="3"/><rect x="536" y="140" width="48" height="8" rx="3"/><rect x="538" y="110" width="44" height="18" rx="4"/></g>
      <path d="M542 110q18-40 36 0z" fill="${C.navy}"/><path d="M560 80v18" stroke="${C.navy}" stroke-width="4"/>
      <path d="M490 322q70-28 140 0" stroke="${C.navyMid}" stroke-width="6" fill="none"/></g>
      <rect y="330" width="960" height="70" fill="${C.grey}"/>${u("tree", 20, 366, 0.7)}${u("tree", 935, 366, 0.7)}
      ${road(390)}
      ${u("truck", 436, 230, 0.85)}${speed(426, 346)}`,
      { uses: ["truck", "cloud", "tree"] },
    ),

  "moving-company-karachi": () =>
    drawScene(
      `${sky(520)}
      <path d="M0 300V200h44v-40h40v140M100 300V180h50v120M600 300V230h40v70M420 300V190h34v-20h30v130M500 300V160h40v140" fill="${C.navyPale}"/>
      <rect y="290" width="960" height="60" fill="${C.navyTint}"/><path d="M40 310h60M200 326h80M380 312h50M560 330h70M740 316h60" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".7"/>
      ${crane(880, C.orange)}
      <rect x="760" y="280" width="80" height="30" fill="${C.navyMid}"/><rect x="760" y="310" width="80" height="30" fill="${C.orange}"/><rect x="846" y="310" width="80" height="30" fill="${C.navy}"/><rect x="846" y="280" width="80" height="30" fill="${C.orangeLight}"/><rect x="846" y="250" width="80" height="30" fill="${C.orange}"/>
      <rect y="340" width="960" height="60" fill="${C.grey}"/>
      <rect x="130" y="320" width="280" height="24" fill="#fff"/><rect x="110" y="336" width="320" height="12" fill="${C.greyMid}"/>
      <rect x="190" y="200" width="160" height="122" fill="#fff"/><path d="M242 322v-74q28-36 56 0v74z" fill="${C.navyPale}"/><path d="M200 322v-60q12-18 24 0v60zM316 322v-60q12-18 24 0v60z" fill="${C.navyPale}"/>
      <path d="M186 204C186 134 246 108 270 94 294 108 354 134 354 204z" fill="#fff"/><path d="M270 96V80" stroke="#fff" stroke-width="4"/><path d="M254 322v-52M270 322v-62M286 322v-52" stroke="#fff" stroke-width="3" opacity=".8"/><rect x="180" y="196" width="180" height="10" fill="${C.greyMid}"/>
      ${road(390)}
      ${u("truck", 418, 230, 0.85)}${speed(408, 346)}`,
      { uses: ["truck", "cloud"] },
    ),

  "moving-company-islamabad": () =>
    drawScene(
      `${sky(400)}
      <path d="M0 250q120-110 240-70t220-50 260 40 240-30v260H0z" fill="${C.greenDark}" opacity=".55"/>
      <path d="M0 300q160-90 320-40t300-20 340 10v150H0z" fill="${C.green}" opacity=".8"/>
      <g transform="translate(-170)"><g fill="#fff"><path d="M330 330q60-30 140-170 80 140 140 170z"/><path d="M470 160v-16" stroke="#fff" stroke-width="4"/></g>
      <path d="M470 160q-10 100-30 170h60q-20-70-30-170z" fill="${C.navyPale}"/>
      <g fill="#fff"><path d="M296 330V140l6-30 6 30v190zM632 330V140l6-30 6 30v190zM350 330V180l5-24 5 24v150zM586 330V180l5-24 5 24v150z"/></g>
      <g fill="${C.navyPale}"><rect x="294" y="200" width="16" height="6"/><rect x="630" y="200" width="16" height="6"/><rect x="348" y="230" width="14" height="5"/><rect x="584" y="230" width="14" height="5"/></g>
      <rect x="280" y="326" width="380" height="14" fill="${C.greyMid}"/></g>
      <rect y="336" width="960" height="60" fill="${C.grey}"/>${u("tree", 40, 370, 0.9)}${u("tree", 92, 374, 0.7)}
      ${road(390)}
      ${u("truck", 600, 208, 0.95)}${speed(580, 340)}`,
      { uses: ["truck", "cloud", "tree"] },
    ),

  about: () =>
    drawScene(
      `${sky(880)}
      ${u("truck", 570, 170, 1.05)}
      ${u("box", 470, 352, 0.9)}${u("lbox", 512, 378, 0.5)}${u("box", 478, 306, 0.78)}
      ${u("stander", 90, 440, 1, false, C.skin2)}${u("waver", 190, 432, 1.04, false, C.skin1)}${u("stander", 290, 440, 1, false, C.skin3)}
      <g transform="translate(310 348)"><rect width="34" height="44" rx="3" fill="${C.orange}"/><rect x="5" y="6" width="24" height="34" fill="#fff"/><path d="M9 16h16M9 24h16M9 32h10" stroke="${C.greyDark}" stroke-width="3"/></g>
      ${u("stander", 400, 450, 0.96, false, C.skin1)}`,
      { uses: ["truck", "box", "lbox", "stander", "waver", "cloud"], ground: 400 },
    ),

  service: () => {
    const card = (x: number, y: number, w: number, h: number) =>
      `<rect x="${x}" y="${y + 8}" width="${w}" height="${h}" rx="22" fill="${C.navy}" opacity=".1"/><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="22" fill="#fff"/>`;
    return drawScene(
      `<g fill="none" stroke="${C.navyTint}" stroke-width="4" stroke-dasharray="10 10"><path d="M270 150h100M270 330h100M590 150h100M590 330h100"/></g>
      ${card(100, 70, 170, 160)}${card(100, 250, 170, 160)}${card(690, 70, 170, 160)}${card(690, 250, 170, 160)}${card(360, 90, 240, 300)}
      <circle cx="480" cy="220" r="90" fill="${C.sky}"/>${u("truck", 392, 160, 0.52)}
      <rect x="410" y="330" width="140" height="16" rx="8" fill="${C.orange}"/>
      ${u("lbox", 140, 112, 1.4)}
      <g transform="translate(128 300)"><rect x="10" y="0" width="94" height="44" rx="14" fill="${C.orange}"/><rect x="0" y="24" width="28" height="40" rx="10" fill="${C.orange}"/><rect x="86" y="24" width="28" height="40" rx="10" fill="${C.orange}"/><rect x="20" y="40" width="74" height="24" rx="6" fill="${C.orangeDark}"/><path d="M14 64v14M100 64v14" stroke="${C.text}" stroke-width="8" stroke-linecap="round"/></g>
      <g transform="translate(722 118)"><rect width="106" height="66" rx="4" fill="${C.orange}"/><path d="M14 12v42M28 12v42M42 12v42M56 12v42M70 12v42" stroke="${C.orangeDark}" stroke-width="6" stroke-linecap="round"/><rect x="80" y="4" width="22" height="58" fill="${C.orangeDark}"/></g>
      <g transform="translate(720 282)"><path d="M55 0 0 42h14v54h82V42h14z" fill="${C.navy}"/><rect x="22" y="42" width="66" height="54" fill="${C.sky}"/><rect x="44" y="60" width="22" height="36" rx="2" fill="${C.orange}"/></g>`,
      { uses: ["truck", "box", "lbox"] },
    );
  },

  contact: () =>
    drawScene(
      `${cloud(60, 80)}${cloud(760, 70, 0.8)}
      <g transform="translate(70 200) rotate(-8)"><rect width="250" height="170" rx="14" fill="#fff"/><path d="M0 14 125 100 250 14" stroke="${C.navyPale}" stroke-width="6" fill="none"/><path d="M0 170l96-80M250 170l-96-80" stroke="${C.navyPale}" stroke-width="5"/><rect width="250" height="170" rx="14" fill="none" stroke="${C.navy}" stroke-width="6"/><circle cx="220" cy="30" r="22" fill="${C.orange}"/></g>
      <g transform="translate(380 50)"><rect width="200" height="380" rx="30" fill="${C.navy}"/><rect x="14" y="40" width="172" height="300" rx="10" fill="${C.sky}"/><rect x="76" y="18" width="48" height="8" rx="4" fill="${C.navyMid}"/><circle cx="100" cy="360" r="10" fill="${C.navyMid}"/>
      <circle cx="100" cy="150" r="48" fill="${C.orange}"/><path d="M80 128q-8 10 4 30t30 22q10 0 12-6l-10-10-10 6q-10-6-16-18l6-8-8-12z" fill="#fff"/>
      <rect x="34" y="230" width="132" height="14" rx="7" fill="${C.navyPale}"/><rect x="54" y="256" width="92" height="14" rx="7" fill="${C.navyPale}"/><rect x="44" y="290" width="112" height="34" rx="17" fill="${C.green}"/></g>
      <path d="M620 180l80-30 80 30 90-30v240l-90 30-80-30-80 30z" fill="#fff"/><path d="M700 150v240M780 180v240" stroke="${C.greyMid}" stroke-width="4"/>
      <path d="M620 180l80-30 80 30 90-30v240l-90 30-80-30-80 30z" fill="none" stroke="${C.navy}" stroke-width="6" stroke-linejoin="round"/>
      <path d="M650 360q50-20 80-90t110-40" stroke="${C.navyTint}" stroke-width="5" stroke-dasharray="12 10" fill="none" stroke-linecap="round"/>
      <ellipse cx="790" cy="246" rx="26" ry="8" fill="${C.navy}" opacity=".2"/><path d="M790 244q-56-60-56-100a56 56 0 0 1 112 0q0 40-56 100z" fill="${C.orange}"/><circle cx="790" cy="142" r="22" fill="#fff"/>`,
      { uses: ["cloud"] },
    ),

  book: () =>
    drawScene(
      `${cloud(760, 70, 0.8)}${cloud(40, 60)}
      <g transform="translate(50 70)"><rect y="8" width="330" height="320" rx="18" fill="${C.navy}" opacity=".1"/><rect width="330" height="320" rx="18" fill="#fff"/><path d="M0 18q0-18 18-18h294q18 0 18 18v52H0z" fill="${C.orange}"/>
      <g fill="${C.navy}"><rect x="70" y="-16" width="14" height="40" rx="7"/><rect x="246" y="-16" width="14" height="40" rx="7"/></g>
      <g fill="${C.sky}"><rect x="24" y="94" width="38" height="34" rx="6" id="d"/><use href="#d" x="48"/><use href="#d" x="96"/><use href="#d" x="144"/><use href="#d" x="192"/><use href="#d" x="240"/>
      <use href="#d" y="48"/><use href="#d" x="48" y="48"/><use href="#d" x="96" y="48"/><use href="#d" x="192" y="48"/><use href="#d" x="240" y="48"/>
      <use href="#d" y="96"/><use href="#d" x="48" y="96"/><use href="#d" x="96" y="96"/><use href="#d" x="144" y="96"/><use href="#d" x="192" y="96"/><use href="#d" x="240" y="96"/>
      <use href="#d" y="144"/><use href="#d" x="48" y="144"/><use href="#d" x="96" y="144"/></g>
      <rect x="168" y="142" width="38" height="34" rx="6" fill="${C.orange}"/><path d="M178 159l7 7 13-13" stroke="#fff" stroke-width="5" fill="none" stroke-linecap="round" stroke-linejoin="round"/></g>
      <g transform="translate(450 60)"><rect x="0" y="10" width="230" height="300" rx="16" fill="${C.navyMid}"/><rect x="18" y="34" width="194" height="260" rx="6" fill="#fff"/><rect x="70" y="0" width="90" height="34" rx="10" fill="${C.navy}"/>
      <g fill="none" stroke-linecap="round" stroke-linejoin="round"><g stroke="${C.orange}" stroke-width="6"><rect x="38" y="64" width="26" height="26" rx="5"/><rect x="38" y="124" width="26" height="26" rx="5"/><rect x="38" y="184" width="26" height="26" rx="5"/></g><rect x="38" y="244" width="26" height="26" rx="5" stroke="${C.greyMid}" stroke-width="6"/>
      <path d="M44 77l6 6 10-12M44 137l6 6 10-12M44 197l6 6 10-12" stroke="${C.navy}" stroke-width="5"/><path d="M82 77h108M82 137h90M82 197h100M82 257h80" stroke="${C.navyPale}" stroke-width="10"/></g></g>
      <rect y="420" width="960" height="60" fill="${C.grey}"/>
      ${u("truck", 700, 268, 0.7)}`,
      { uses: ["truck", "cloud"] },
    ),

  home: () =>
    drawScene(
      `<circle cx="1010" cy="120" r="60" fill="#fff" opacity=".55"/>${cloud(120, 110, 1.2)}${cloud(620, 80)}${cloud(860, 190, 0.7)}
      <path d="M210 96q10-8 20 0 10-8 20 0M270 130q8-6 16 0 8-6 16 0" stroke="${C.navyTint}" stroke-width="4" fill="none" stroke-linecap="round"/>
      <path d="M0 420V300h60v-50h50v-40h40v210M170 420V260h70v160M260 420V230l40-30 40 30v190M680 420V250h60v-30h30v200M790 420V270h70v150M880 420V220h50v-30h50v230M1000 420V280h80v140M1100 420V240h60v180" fill="${C.navyPale}"/>
      <g fill="${C.navyTint}"><path d="M440 420l12-150h22l12 150z"/><rect x="444" y="300" width="38" height="8" rx="3"/><rect x="446" y="262" width="34" height="14" rx="4"/><path d="M450 262q13-30 26 0z"/></g>
      ${onion(590, 330, 40, C.navyTint)}<rect x="530" y="330" width="120" height="90" fill="${C.navyTint}"/>${minaret(520, 420, 140, 16, C.navyTint)}${minaret(660, 420, 140, 16, C.navyTint)}
      <g fill="${C.navyPale}"><path d="M574 420v-50q16-24 32 0v50z"/></g>
      <rect y="420" width="1200" height="60" fill="${C.grey}"/>
      ${u("tree", 60, 450)}${u("tree", 380, 452, 0.8)}${u("tree", 1140, 450, 0.9)}
      ${road(470, 1200, 600)}
      ${u("truck", 600, 268, 1.25)}
      ${u("box", 120, 400)}${u("lbox", 188, 400)}${u("box", 154, 350)}${u("lbox", 60, 430, 0.7)}
      ${u("carrier", 320, 540, 1.1, false, C.skin2)}${u("carrier", 440, 548, 1.1, false, C.skin1)}`,
      { uses: ["truck", "box", "lbox", "carrier", "cloud", "tree"], width: 1200, height: 600 },
    ),
};
