#!/usr/bin/env node
// Generates Forkful's brand icons and the demo food illustrations.
//
//   node scripts/generate-assets.mjs
//
// Output (committed): public/icons/*, public/demo/*.svg and, for every illustration but the
// fallback, public/demo/*.webp (what the app shows: see renderWebps).
// Everything is deterministic: the illustrations use a seeded PRNG and the
// PNG icons are rendered from SVG by the system Chromium via playwright-core.
/* global Image, document -- page.evaluate bodies */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { prng } from './lib/prng.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const ICON_DIR = join(ROOT, 'public', 'icons');
const DEMO_DIR = join(ROOT, 'public', 'demo');

export const BRAND = { primary: '#C2410C', primaryLight: '#DB5A1F', primaryDark: '#A8360A', cream: '#FBF8F3', dark: '#1F1A17' };

// ---------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------


const r = (v) => Math.round(v * 10) / 10;
const ri = (v) => Math.round(v);
const between = (rand, lo, hi) => lo + rand() * (hi - lo);

function stops(list) {
  return list
    .map((s, i) => {
      const [color, offset, opacity] = Array.isArray(s) ? s : [s, list.length === 1 ? 0 : i / (list.length - 1)];
      return `<stop offset="${r(offset)}" stop-color="${color}"${opacity == null ? '' : ` stop-opacity="${opacity}"`}/>`;
    })
    .join('');
}
/** Linear gradient (objectBoundingBox units, vertical by default). */
const lg = (id, list, x1 = 0, y1 = 0, x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`;
/** Radial gradient (objectBoundingBox units). */
const rg = (id, list, cx = 0.5, cy = 0.5, rad = 0.5, fx = cx, fy = cy) =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${rad}" fx="${fx}" fy="${fy}">${stops(list)}</radialGradient>`;

/** Smooth closed path through points (quadratic curves between midpoints). */
function smooth(pts) {
  const mid = (a, b) => `${r((a[0] + b[0]) / 2)} ${r((a[1] + b[1]) / 2)}`;
  const n = pts.length;
  let d = `M${mid(pts[n - 1], pts[0])}`;
  for (let i = 0; i < n; i++) d += `Q${r(pts[i][0])} ${r(pts[i][1])} ${mid(pts[i], pts[(i + 1) % n])}`;
  return `${d}Z`;
}
/** Irregular round blob. */
function blob(rand, cx, cy, rx, ry, n = 10, jitter = 0.12) {
  const pts = [];
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    const k = 1 + (rand() * 2 - 1) * jitter;
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  return smooth(pts);
}
/** Circle as a path (for even-odd holes). */
const circlePath = (cx, cy, rad) => `M${r(cx - rad)} ${r(cy)}a${rad} ${rad} 0 1 0 ${r(rad * 2)} 0a${rad} ${rad} 0 1 0 ${r(-rad * 2)} 0Z`;
/** Leaf shape centred on (x, y) and rotated by deg. */
const leaf = (x, y, len, w, deg, fill, vein = 'rgba(255,255,255,.35)') =>
  `<g transform="translate(${ri(x)} ${ri(y)}) rotate(${ri(deg)})"><path d="M${-len / 2} 0Q0 ${-w} ${len / 2} 0Q0 ${w} ${-len / 2} 0Z" fill="${fill}"/>` +
  (vein ? `<path d="M${-len / 2 + 4} 0H${len / 2 - 6}" stroke="${vein}" stroke-width="2"/>` : '') +
  `</g>`;
/** Soft contact shadow. Needs the shared "sh" gradient. */
const shadow = (cx, cy, rx, ry, o = 1) => `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#sh)"${o === 1 ? '' : ` opacity="${o}"`}/>`;
/** Steam wisps. */
const steam = (xs, y0, h, o = 0.55) =>
  xs
    .map((x, i) => `<path d="M${x} ${y0}c-22-${h * 0.2} 22-${h * 0.45} 0-${h * 0.65}s20-${h * 0.25} 0-${h * 0.35}" stroke="#fff" stroke-width="${i % 2 ? 8 : 10}" fill="none" stroke-linecap="round" opacity="${o}"/>`)
    .join('');
/** Table-top fork (pointing up before rotation). */
const fork = (x, y, deg, s = 1) =>
  `<g transform="translate(${x} ${y}) rotate(${deg}) scale(${s})" fill="url(#mt)"><rect x="-8" y="-12" width="16" height="182" rx="8"/><path d="M-22-96h7v52h5v-52h8v52h5v-52h8v52h5v-52h6v62c0 14-10 26-22 28c-12-2-22-14-22-28Z"/></g>`;
const knife = (x, y, deg, s = 1) =>
  `<g transform="translate(${x} ${y}) rotate(${deg}) scale(${s})" fill="url(#mt)"><rect x="-8" y="0" width="16" height="170" rx="8"/><path d="M-8 4V-110c16 6 22 40 16 80L8 4Z"/></g>`;
const METAL = lg('mt', ['#F1F3F5', '#C9CED4'], 0, 0, 1, 0);

/** Wraps a scene into an 800x600 document with background and shared defs. */
function scene({ bg, defs = '', body, table, glow = true }) {
  const tableDefs = table ? lg('tb', table.colors) : '';
  const tableRect = table ? `<rect y="${table.y}" width="800" height="${600 - table.y}" fill="url(#tb)"/><rect y="${table.y}" width="800" height="6" fill="#fff" opacity=".25"/>` : '';
  const glowEls = glow ? `<circle cx="120" cy="90" r="190" fill="#fff" opacity=".22"/><circle cx="720" cy="80" r="110" fill="#fff" opacity=".14"/>` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600" preserveAspectRatio="xMidYMid slice">` +
    `<defs>${lg('bg', bg, 0, 0, 1, 1)}${rg('sh', [['#2A1A10', 0, 0.35], ['#2A1A10', 1, 0]])}${tableDefs}${defs}</defs>` +
    `<rect width="800" height="600" fill="url(#bg)"/>${glowEls}${tableRect}${body}</svg>`
  );
}

/** A white ceramic plate seen from above. */
const plate = (cx, cy, rad, rim = '#EFE9E0') =>
  shadow(cx + 14, cy + 22, rad * 1.08, rad * 1.04) +
  `<circle cx="${cx}" cy="${cy}" r="${rad}" fill="url(#pl)"/><circle cx="${cx}" cy="${cy}" r="${ri(rad * 0.72)}" fill="#FCFBF8" stroke="${rim}" stroke-width="4"/>`;
const PLATE = rg('pl', ['#FFFFFF', ['#FBF9F5', 0.7], '#E2DBD0'], 0.45, 0.4, 0.6);

// ---------------------------------------------------------------------------
// Illustrations. Each returns an SVG string.
// ---------------------------------------------------------------------------

const ART = {};

// ---- Restaurant ------------------------------------------------------------

ART['restaurant-1'] = () => {
  // Seared salmon with greens, lemon and herb oil.
  const rand = prng(101);
  const greens = ['#4E9A3A', '#6DB544', '#8CC653', '#3F7F33'];
  let leaves = '';
  for (let i = 0; i < 9; i++) {
    leaves += leaf(300 + between(rand, -40, 50), 330 + between(rand, -40, 50), between(rand, 60, 90), between(rand, 22, 32), between(rand, 0, 180), greens[i % 4]);
  }
  let dots = '';
  for (let i = 0; i < 6; i++) {
    const a = 0.15 + i * 0.22;
    dots += `<circle cx="${ri(400 + Math.cos(a) * 140)}" cy="${ri(300 + Math.sin(a) * 140)}" r="${10 - i}" fill="#6E9C2F"/>`;
  }
  return scene({
    bg: ['#F6E6D4', '#E6C39F'],
    defs: PLATE + METAL + lg('sa', ['#F7A574', '#E46A3C', '#B9461F']) + lg('lm', ['#FBE36A', '#F2C12E']),
    body:
      fork(110, 330, -8) + knife(700, 330, 6) +
      plate(400, 300, 238) +
      leaves +
      `<g transform="rotate(-14 440 280)"><rect x="350" y="210" width="210" height="130" rx="34" fill="url(#sa)"/><rect x="350" y="210" width="210" height="30" rx="15" fill="#9E3A18" opacity=".45"/>` +
      [385, 425, 465, 505].map((x) => `<path d="M${x} 245q18 40 0 85" stroke="#FFD8C2" stroke-width="6" fill="none" opacity=".8"/>`).join('') +
      `</g>` +
      `<g transform="translate(300 220) rotate(-25)"><path d="M-60 0a60 60 0 0 0 120 0Z" fill="url(#lm)"/><path d="M-60 0a60 60 0 0 0 120 0" stroke="#E8B420" stroke-width="8" fill="none"/><path d="M0 0l-36 34M0 0v48M0 0l36 34" stroke="#FFF6C8" stroke-width="4"/></g>` +
      dots +
      `<path d="M470 190q20-30 50-20M480 178q8-18 30-26" stroke="#3F7F33" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  });
};

ART['restaurant-2'] = () => {
  // Spaghetti with meatballs in a bowl.
  const rand = prng(202);
  let noodles = '';
  for (let i = 0; i < 20; i++) {
    const rx = between(rand, 50, 140);
    const ry = rx * between(rand, 0.45, 0.85);
    const cx = 400 + between(rand, -30, 30);
    const cy = 300 + between(rand, -25, 25);
    noodles += `<ellipse cx="${ri(cx)}" cy="${ri(cy)}" rx="${ri(rx)}" ry="${ri(ry)}" transform="rotate(${ri(between(rand, 0, 180))} ${ri(cx)} ${ri(cy)})" stroke="${i % 2 ? '#F5CF6B' : '#E8B84A'}"/>`;
  }
  let cheese = '';
  for (let i = 0; i < 22; i++) cheese += `<circle cx="${ri(400 + between(rand, -90, 90))}" cy="${ri(290 + between(rand, -70, 70))}" r="${ri(between(rand, 2, 5))}"/>`;
  return scene({
    bg: ['#E4EDF0', '#B8CDD4'],
    defs: rg('bw', ['#FFFFFF', ['#F6F2EC', 0.75], '#D9D1C4'], 0.45, 0.4, 0.6) + rg('mb', ['#A65A34', '#6A2F18'], 0.35, 0.35, 0.7) + rg('sc', ['#D8472A', '#A92A16'], 0.5, 0.5, 0.5),
    body:
      shadow(418, 325, 270, 260) +
      `<circle cx="400" cy="300" r="245" fill="url(#bw)"/><circle cx="400" cy="300" r="232" fill="none" stroke="#2F6F8F" stroke-width="7" opacity=".75"/><circle cx="400" cy="300" r="182" fill="#EFE8DD"/>` +
      `<g fill="none" stroke-width="11" stroke-linecap="round">${noodles}</g>` +
      `<path d="${blob(rand, 405, 285, 88, 78, 9, 0.18)}" fill="url(#sc)"/>` +
      [[370, 270], [440, 262], [410, 325]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="36" fill="url(#mb)"/><circle cx="${x - 10}" cy="${y - 12}" r="8" fill="#fff" opacity=".25"/>`).join('') +
      leaf(455, 215, 60, 26, -30, '#3D8B37') + leaf(478, 240, 46, 20, 20, '#4FA043') +
      `<g fill="#FFF8E1" opacity=".9">${cheese}</g>`,
  });
};

ART['restaurant-3'] = () => {
  // Pepperoni pizza on a board, checked tablecloth.
  const rand = prng(303);
  let pep = '';
  const spots = [[0, 0], [90, -40], [-95, -50], [-20, -115], [70, 85], [-85, 75], [125, 40], [20, 120], [-130, 10], [60, -120]];
  for (const [dx, dy] of spots) {
    const x = 400 + dx;
    const y = 300 + dy;
    pep += `<circle cx="${x}" cy="${y}" r="27" fill="#A52418"/><circle cx="${x}" cy="${y}" r="21" fill="#C3352A"/><circle cx="${x - 7}" cy="${y - 8}" r="5" fill="#E86A5A"/>`;
  }
  let sauce = '';
  for (let i = 0; i < 14; i++) sauce += `<circle cx="${ri(400 + between(rand, -150, 150))}" cy="${ri(300 + between(rand, -150, 150))}" r="${ri(between(rand, 6, 14))}"/>`;
  return scene({
    bg: ['#FBF3E6', '#EBD7B9'],
    glow: false,
    defs:
      `<pattern id="ck" width="100" height="100" patternUnits="userSpaceOnUse"><rect width="50" height="50" fill="#C9432B" opacity=".28"/><rect x="50" y="50" width="50" height="50" fill="#C9432B" opacity=".28"/><rect width="100" height="100" fill="#C9432B" opacity=".08"/></pattern>` +
      lg('wd', ['#C98A4E', '#9C6233'], 0, 0, 1, 1) + rg('cr', ['#F3C27A', ['#E3A257', 0.85], '#B8712F']) + rg('ch', ['#FCE29A', '#F2C25A'], 0.5, 0.5, 0.55),
    body:
      `<rect width="800" height="600" fill="url(#ck)"/>` +
      shadow(418, 322, 290, 280) +
      `<rect x="560" y="260" width="230" height="56" rx="28" fill="url(#wd)" transform="rotate(-28 560 288)"/><circle cx="400" cy="300" r="262" fill="url(#wd)"/><circle cx="400" cy="300" r="262" fill="none" stroke="#80502A" stroke-width="4" opacity=".5"/>` +
      `<circle cx="400" cy="300" r="222" fill="url(#cr)"/><circle cx="400" cy="300" r="190" fill="#C63D22"/>` +
      `<path d="${blob(rand, 400, 300, 182, 182, 16, 0.05)}" fill="url(#ch)"/>` +
      `<g fill="#D9582F" opacity=".5">${sauce}</g>` + pep +
      leaf(340, 220, 44, 18, 30, '#2F8A3A') + leaf(470, 330, 44, 18, -40, '#2F8A3A') + leaf(360, 380, 40, 16, 70, '#3C9A43') + leaf(470, 220, 38, 15, 10, '#3C9A43') +
      `<g stroke="#E9B872" stroke-width="4" opacity=".55"><path d="M400 80v440M180 300h440M245 145l310 310M555 145 245 455"/></g>`,
  });
};

ART['restaurant-4'] = () => {
  // Garden salad bowl.
  const rand = prng(404);
  const greens = ['#5FA843', '#7BC04F', '#3E8E3A', '#9FD16A', '#4C9A3E'];
  let leaves = '';
  for (let i = 0; i < 22; i++) {
    const a = between(rand, 0, Math.PI * 2);
    const d = between(rand, 0, 130);
    leaves += `<use href="#lf" fill="${greens[i % 5]}" transform="translate(${ri(400 + Math.cos(a) * d)} ${ri(300 + Math.sin(a) * d)}) rotate(${ri(between(rand, 0, 180))}) scale(${r(between(rand, 0.7, 1.1))})"/>`;
  }
  let toppings = '';
  for (const [x, y] of [[330, 250], [470, 230], [440, 360], [340, 370], [520, 310]]) toppings += `<circle cx="${x}" cy="${y}" r="24" fill="#E23E2B"/><circle cx="${x - 7}" cy="${y - 8}" r="6" fill="#fff" opacity=".5"/>`;
  for (const [x, y] of [[400, 300], [280, 310], [470, 300], [390, 200]]) toppings += `<circle cx="${x}" cy="${y}" r="27" fill="#5E9E3C"/><circle cx="${x}" cy="${y}" r="21" fill="#DDEFB8"/><circle cx="${x}" cy="${y}" r="8" fill="#C4DF94"/>`;
  for (const [x, y] of [[360, 300], [430, 260], [400, 395]]) toppings += `<rect x="${x - 14}" y="${y - 14}" width="28" height="28" rx="6" fill="#FFFDF5" transform="rotate(${ri(between(rand, 0, 60))} ${x} ${y})"/>`;
  toppings += `<g fill="none" stroke="#A3467A" stroke-width="6"><ellipse cx="310" cy="230" rx="28" ry="20"/><ellipse cx="500" cy="380" rx="30" ry="20" transform="rotate(30 500 380)"/></g>`;
  return scene({
    bg: ['#F4EFE8', '#D9CBBA'],
    defs: METAL + rg('bw', ['#FFFFFF', ['#F6F2EC', 0.8], '#D7CFC3'], 0.45, 0.4, 0.6) + `<g id="lf"><path d="M-50 0Q0-42 50 0Q0 42-50 0Z"/><path d="M-44 0H42" stroke="#fff" stroke-width="2" opacity=".35"/></g>`,
    body:
      fork(110, 320, -12) +
      shadow(420, 325, 270, 262) +
      `<circle cx="400" cy="300" r="240" fill="url(#bw)"/><circle cx="400" cy="300" r="228" fill="none" stroke="#2B6A64" stroke-width="8"/><circle cx="400" cy="300" r="190" fill="#E8EFD9"/>` +
      leaves + toppings,
  });
};

ART['restaurant-5'] = () => {
  // Sliced ribeye on a board with rosemary.
  const rand = prng(505);
  let slices = '';
  for (let i = 0; i < 6; i++) {
    const x = 262 + i * 54;
    slices += `<g transform="rotate(-14 ${x} 300)"><rect x="${x}" y="214" width="74" height="162" rx="16" fill="#4A2311"/><rect x="${x + 7}" y="222" width="60" height="146" rx="11" fill="#9A6450"/><rect x="${x + 12}" y="228" width="50" height="134" rx="9" fill="url(#mt2)"/></g>`;
  }
  let salt = '';
  for (let i = 0; i < 18; i++) salt += `<rect x="${ri(between(rand, 140, 660))}" y="${ri(between(rand, 150, 470))}" width="5" height="5"/>`;
  let rosemary = '';
  for (let i = 0; i < 10; i++) rosemary += leaf(560 + i * 16, 420 - i * 8 + (i % 2 ? 10 : -10), 34, 8, (i % 2 ? 40 : -40) - 25, '#3C6B3A', null);
  return scene({
    bg: ['#3A302B', '#1E1916'],
    glow: false,
    defs: lg('wd', ['#B57A46', '#8A5530'], 0, 0, 1, 1) + rg('mt2', ['#E8837A', ['#D4645C', 0.6], '#B8544C'], 0.5, 0.5, 0.7) + rg('cm', ['#7FAE4B', '#4E7F2C']),
    body:
      `<circle cx="150" cy="110" r="230" fill="#fff" opacity=".04"/>` +
      shadow(410, 330, 360, 230, 0.9) +
      `<rect x="90" y="110" width="620" height="390" rx="40" fill="url(#wd)"/><rect x="90" y="110" width="620" height="390" rx="40" fill="none" stroke="#6B3F22" stroke-width="6" opacity=".6"/>` +
      `<path d="M120 200q280-30 560 10M120 380q300 20 560-10" stroke="#7A4A28" stroke-width="3" fill="none" opacity=".35"/>` +
      `<path d="M150 300c0-60 50-90 120-90l30 166c-80 6-150-16-150-76Z" fill="#5A2A17" transform="rotate(-14 262 300)"/><path d="M175 270l70-30M170 310l100-40M190 350l90-36" stroke="#2E140A" stroke-width="8" stroke-linecap="round" opacity=".7" transform="rotate(-14 262 300)"/>` +
      slices +
      `<circle cx="640" cy="190" r="48" fill="#F3EFE8"/><circle cx="640" cy="190" r="38" fill="url(#cm)"/>` +
      `<g fill="#F4EBD8" opacity=".9">${salt}</g>` +
      `<path d="M548 428 720 340" stroke="#4E3A22" stroke-width="4"/>${rosemary}` +
      `<g fill="#F2E6CC"><ellipse cx="200" cy="420" rx="24" ry="18"/><ellipse cx="236" cy="440" rx="20" ry="15"/></g>`,
  });
};

ART['restaurant-6'] = () => {
  // Sushi board: maki, nigiri, wasabi, ginger and chopsticks.
  let maki = '';
  for (const [x, y, fill] of [[260, 300, '#F28A5B'], [360, 300, '#6FBF5A'], [260, 390, '#E8505B'], [360, 390, '#F28A5B']]) {
    maki += `<circle cx="${x}" cy="${y}" r="44" fill="#1F2B22"/><circle cx="${x}" cy="${y}" r="37" fill="#FBFAF4"/><circle cx="${x}" cy="${y}" r="16" fill="${fill}"/><circle cx="${x - 12}" cy="${y - 16}" r="3" fill="#E8E3D3"/><circle cx="${x + 18}" cy="${y + 8}" r="3" fill="#E8E3D3"/>`;
  }
  let nigiri = '';
  for (const [x, y] of [[520, 300], [520, 400]]) {
    nigiri += `<ellipse cx="${x}" cy="${y + 10}" rx="78" ry="34" fill="#FBFAF4"/><path d="M${x - 90} ${y + 4}c10-40 160-40 180 0c-10 22-170 22-180 0Z" fill="url(#sm)"/>` +
      [-40, -10, 20, 50].map((dx) => `<path d="M${x + dx} ${y - 24}q10 18 0 36" stroke="#FFE2CF" stroke-width="5" fill="none"/>`).join('');
  }
  return scene({
    bg: ['#F2E7D7', '#D5BD9B'],
    defs: lg('sm', ['#FF9F6E', '#EE6B3C']) + lg('sl', ['#35363B', '#1F2024'], 0, 0, 1, 1) + lg('cs', ['#D8A86A', '#B07D43'], 0, 0, 1, 0),
    body:
      shadow(410, 360, 330, 190) +
      `<g transform="rotate(-5 400 340)"><rect x="140" y="215" width="520" height="260" rx="26" fill="url(#sl)"/>` +
      maki + nigiri +
      `<path d="M175 250c10-30 50-30 56 0c4 18-60 22-56 0Z" fill="#9BC54A"/>` +
      `<g fill="#F4B6B0">${[0, 1, 2].map((i) => `<ellipse cx="${200 + i * 8}" cy="${440 - i * 10}" rx="26" ry="12" transform="rotate(${-20 + i * 20} ${200 + i * 8} ${440 - i * 10})"/>`).join('')}</g></g>` +
      `<g transform="rotate(-24 560 140)"><rect x="300" y="120" width="420" height="14" rx="7" fill="url(#cs)"/><rect x="300" y="146" width="420" height="14" rx="7" fill="url(#cs)"/></g>` +
      `<circle cx="680" cy="480" r="62" fill="#FBF8F3"/><circle cx="680" cy="480" r="48" fill="#3A1E10"/><circle cx="665" cy="465" r="10" fill="#fff" opacity=".18"/>`,
  });
};

// ---- Coffee shop -----------------------------------------------------------

const heart = (cx, cy, s) =>
  `M${r(cx)} ${r(cy + s * 0.9)}C${r(cx - s * 1.35)} ${r(cy + s * 0.05)} ${r(cx - s * 0.75)} ${r(cy - s * 0.95)} ${r(cx)} ${r(cy - s * 0.35)}C${r(cx + s * 0.75)} ${r(cy - s * 0.95)} ${r(cx + s * 1.35)} ${r(cy + s * 0.05)} ${r(cx)} ${r(cy + s * 0.9)}Z`;
const BEAN = `<g id="bn"><ellipse rx="22" ry="15" fill="url(#bg2)"/><path d="M-18 2c10-8 26 4 36-4" stroke="#2A160B" stroke-width="3.5" fill="none"/></g>`;
const BEAN_GRAD = rg('bg2', ['#8A5631', '#4A2814'], 0.35, 0.3, 0.75);

ART['coffee-shop-1'] = () => {
  // Latte art (tulip) from above.
  let art = '';
  [[0, 78, '#FFF5E6'], [0, 58, '#B87745'], [10, 54, '#FFF5E6'], [10, 36, '#B87745'], [24, 32, '#FFF5E6']].forEach(([dy, s, fill]) => {
    art += `<path d="${heart(400, 300 - dy, s)}" fill="${fill}"/>`;
  });
  return scene({
    bg: ['#C9A380', '#8B5E3C'],
    defs: METAL + rg('cf', ['#C98D57', ['#A8683A', 0.8], '#6E3E1E']) + lg('cup', ['#FFFFFF', '#E6E0D8'], 0, 0, 1, 1) + BEAN_GRAD + BEAN,
    body:
      shadow(418, 322, 255, 245) +
      `<circle cx="400" cy="300" r="230" fill="url(#cup)"/><circle cx="400" cy="300" r="180" fill="#EFEAE3"/>` +
      `<rect x="540" y="276" width="110" height="48" rx="24" fill="url(#cup)"/>` +
      shadow(408, 312, 168, 164) +
      `<circle cx="400" cy="300" r="158" fill="url(#cup)"/><circle cx="400" cy="300" r="136" fill="url(#cf)"/>` +
      art +
      `<path d="M400 370V212" stroke="#B87745" stroke-width="4"/>` +
      `<g transform="rotate(-32 240 470)"><ellipse cx="240" cy="470" rx="30" ry="22" fill="url(#mt)"/><rect x="262" y="464" width="110" height="12" rx="6" fill="url(#mt)"/></g>${METAL}` +
      [[100, 120, 20], [150, 170, -30], [690, 470, 60], [730, 520, 10], [650, 540, -50], [90, 510, 80]].map(([x, y, a]) => `<use href="#bn" transform="translate(${x} ${y}) rotate(${a})"/>`).join(''),
  });
};

ART['coffee-shop-2'] = () => {
  // Espresso cup with crema and steam.
  return scene({
    bg: ['#F5E8DA', '#DDBF9F'],
    table: { y: 430, colors: ['#8A5A3B', '#5E3A24'] },
    defs: lg('cup', ['#FFFFFF', ['#F4F0EA', 0.55], '#D4CCC1'], 0, 0, 1, 0) + rg('cr', ['#D79A5E', ['#B06A34', 0.7], '#6B3A1A']) + BEAN_GRAD + BEAN,
    body:
      shadow(400, 470, 250, 40) +
      `<ellipse cx="400" cy="452" rx="210" ry="40" fill="#D9D2C8"/><ellipse cx="400" cy="444" rx="210" ry="38" fill="url(#cup)"/><ellipse cx="400" cy="440" rx="130" ry="20" fill="#E8E2DA"/>` +
      `<path d="M505 320c70-14 80 70 0 86" stroke="#ECE6DE" stroke-width="20" fill="none"/>` +
      `<path d="M270 300c0 100 50 140 130 140s130-40 130-140Z" fill="url(#cup)"/>` +
      `<ellipse cx="400" cy="300" rx="130" ry="28" fill="#F7F4EF"/><ellipse cx="400" cy="302" rx="116" ry="22" fill="url(#cr)"/>` +
      `<path d="M330 300q30-12 70-4t60 4" stroke="#E8B47C" stroke-width="4" fill="none" opacity=".7"/>` +
      steam([360, 405, 450], 260, 190) +
      [[150, 500, 30], [210, 540, -20], [640, 520, 70], [700, 490, 10]].map(([x, y, a]) => `<use href="#bn" transform="translate(${x} ${y}) rotate(${a})"/>`).join(''),
  });
};

ART['coffee-shop-3'] = () => {
  // Pour-over dripper on a glass carafe, gooseneck kettle pouring.
  return scene({
    bg: ['#EAF0EA', '#BFD2C4'],
    table: { y: 480, colors: ['#D8C6AE', '#B9A283'] },
    defs: lg('dr', ['#FFFFFF', ['#F2EEE8', 0.6], '#D3CBBE'], 0, 0, 1, 0) + lg('cof', ['#7A4524', '#4A2612']) + lg('ket', ['#4A4D52', '#23252A'], 0, 0, 1, 1),
    body:
      shadow(400, 492, 170, 26) +
      `<path d="M300 300h200l-10 40c40 30 50 80 40 120c-6 20-20 28-40 28H310c-20 0-34-8-40-28c-10-40 0-90 40-120Z" fill="#FFFFFF" opacity=".45"/>` +
      `<path d="M283 390c-6 30-2 55 4 72c6 16 18 22 36 22h154c18 0 30-6 36-22c6-17 10-42 4-72Z" fill="url(#cof)"/>` +
      `<path d="M300 300h200l-10 40c40 30 50 80 40 120c-6 20-20 28-40 28H310c-20 0-34-8-40-28c-10-40 0-90 40-120Z" fill="none" stroke="#fff" stroke-width="6" opacity=".9"/>` +
      `<path d="M300 330c-20 40-20 90-6 130" stroke="#fff" stroke-width="10" fill="none" opacity=".5" stroke-linecap="round"/>` +
      `<rect x="250" y="286" width="300" height="22" rx="11" fill="#E9E3DA"/>` +
      `<path d="M270 160h260l-70 130h-120Z" fill="url(#dr)"/><path d="M270 160h260" stroke="#fff" stroke-width="10" stroke-linecap="round"/>` +
      `<path d="M300 182 400 282M340 174 405 282M460 174 405 282M500 182 410 282" stroke="#D9D2C7" stroke-width="3"/>` +
      `<path d="M288 162l10-14h204l10 14" fill="#F7F1E4"/>` +
      `<rect x="397" y="292" width="6" height="100" fill="#6B3A1A" opacity=".85"/>` +
      `<path d="M60 40c40 0 90 30 130 60s80 34 110 30" stroke="url(#ket)" stroke-width="22" fill="none" stroke-linecap="round"/>` +
      `<path d="M300 130q30-4 60 10t40 20" stroke="#C9E3EC" stroke-width="5" fill="none" opacity=".9"/>` +
      steam([610, 660], 380, 150, 0.4),
  });
};

ART['coffee-shop-4'] = () => {
  // Coffee beans in a wooden scoop on burlap.
  const rand = prng(404 + 4);
  let beans = '';
  for (let i = 0; i < 26; i++) {
    const a = i * 2.4;
    const d = Math.sqrt((i + 0.5) / 26) * 112;
    beans += `<use href="#bn" transform="translate(${ri(360 + Math.cos(a) * d)} ${ri(290 + Math.sin(a) * d)}) rotate(${ri(between(rand, 0, 360))}) scale(1.2)"/>`;
  }
  let loose = '';
  const spots = [[640, 120], [700, 200], [610, 230], [690, 420], [620, 500], [720, 520], [120, 470], [170, 540], [90, 380], [560, 520], [250, 530], [110, 110], [180, 70]];
  for (const [x, y] of spots) loose += `<use href="#bn" transform="translate(${x} ${y}) rotate(${ri(between(rand, 0, 360))}) scale(1.15)"/>`;
  return scene({
    bg: ['#CFA77C', '#9A6C45'],
    glow: false,
    defs:
      `<pattern id="bp" width="12" height="12" patternUnits="userSpaceOnUse"><path d="M0 6h12M6 0v12" stroke="#5C3B20" stroke-width="2" opacity=".12"/></pattern>` +
      lg('wd', ['#D9A46A', '#A26A3B'], 0, 0, 1, 1) + BEAN_GRAD + BEAN,
    body:
      `<rect width="800" height="600" fill="url(#bp)"/>` +
      shadow(380, 320, 200, 190) +
      `<rect x="480" y="262" width="260" height="56" rx="28" fill="url(#wd)" transform="rotate(18 480 290)"/>` +
      `<circle cx="360" cy="290" r="165" fill="url(#wd)"/><circle cx="360" cy="290" r="142" fill="#5A361C"/>` +
      beans + loose,
  });
};

ART['coffee-shop-5'] = () => {
  // Iced latte with ice cubes and a straw.
  const rand = prng(505 + 5);
  let ice = '';
  for (const [x, y, a] of [[330, 200, 12], [420, 190, -18], [370, 255, 30], [450, 260, 5]]) {
    ice += `<rect x="${x - 38}" y="${y - 38}" width="76" height="76" rx="14" fill="#fff" opacity=".4" stroke="#fff" stroke-width="3" transform="rotate(${a} ${x} ${y})"/>`;
  }
  let drops = '';
  for (let i = 0; i < 16; i++) drops += `<ellipse cx="${ri(between(rand, 300, 500))}" cy="${ri(between(rand, 220, 470))}" rx="3" ry="5"/>`;
  return scene({
    bg: ['#E5F0F3', '#B3D1DA'],
    table: { y: 490, colors: ['#F1E8DC', '#D9C8B1'] },
    defs: lg('lq', [['#EEDFCB', 0], ['#D7B48C', 0.35], ['#9C6238', 0.7], ['#6A3A1C', 1]]),
    body:
      shadow(400, 500, 170, 26) +
      `<rect x="435" y="40" width="22" height="300" rx="11" fill="#2E8B77" transform="rotate(14 446 190)"/>` +
      `<path d="M282 150h236l-24 330c-2 14-12 22-26 22H332c-14 0-24-8-26-22Z" fill="url(#lq)"/>` +
      `<path d="M300 240c60 30 140-20 200 10" stroke="#F4E6D2" stroke-width="10" fill="none" opacity=".6"/>` +
      ice +
      `<path d="M272 130h256l-26 352c-2 18-14 28-32 28H330c-18 0-30-10-32-28Z" fill="#fff" opacity=".22" stroke="#fff" stroke-width="6"/>` +
      `<path d="M300 160l18 300" stroke="#fff" stroke-width="12" opacity=".45" stroke-linecap="round"/>` +
      `<g fill="#fff" opacity=".55">${drops}</g>` +
      `<circle cx="610" cy="480" r="34" fill="#fff" opacity=".35"/>`,
  });
};

ART['coffee-shop-6'] = () => {
  // Cappuccino with cocoa-dusted foam and biscotti.
  const rand = prng(606);
  let cocoa = '';
  for (let i = 0; i < 40; i++) {
    const a = between(rand, 0, Math.PI * 2);
    const d = Math.sqrt(rand());
    cocoa += `<circle cx="${ri(400 + Math.cos(a) * d * 110)}" cy="${ri(262 + Math.sin(a) * d * 30)}" r="${r(between(rand, 1.5, 3.5))}"/>`;
  }
  return scene({
    bg: ['#F7EBDF', '#E0BFA0'],
    table: { y: 440, colors: ['#A46A45', '#72462A'] },
    defs: lg('cup', ['#FFFFFF', ['#F5F1EC', 0.5], '#D1C8BC'], 0, 0, 1, 0) + lg('bc', ['#E9C07E', '#C98F4B']),
    body:
      shadow(400, 480, 270, 40) +
      `<ellipse cx="400" cy="462" rx="240" ry="44" fill="#D6CEC3"/><ellipse cx="400" cy="454" rx="240" ry="42" fill="url(#cup)"/><ellipse cx="400" cy="450" rx="150" ry="22" fill="#E9E3DB"/>` +
      `<g transform="rotate(-8 600 430)"><rect x="520" y="412" width="150" height="40" rx="14" fill="url(#bc)"/><circle cx="560" cy="430" r="6" fill="#F6E2B8"/><circle cx="600" cy="424" r="5" fill="#F6E2B8"/><circle cx="634" cy="436" r="6" fill="#F6E2B8"/></g>` +
      `<path d="M540 300c80-16 90 80 0 100" stroke="#ECE6DE" stroke-width="24" fill="none"/>` +
      `<path d="M250 262c0 120 60 186 150 186s150-66 150-186Z" fill="url(#cup)"/>` +
      `<ellipse cx="400" cy="262" rx="150" ry="34" fill="#F3EEE7"/>` +
      `<path d="M262 262c0-40 60-62 138-62s138 22 138 62c-40 18-236 18-276 0Z" fill="#FBF3E6"/>` +
      `<path d="M300 226c30-16 70-20 110-18" stroke="#fff" stroke-width="10" fill="none" stroke-linecap="round"/>` +
      `<g fill="#7A4526" opacity=".7">${cocoa}</g>` +
      steam([340, 460], 190, 140, 0.5),
  });
};

// ---- Bakery ----------------------------------------------------------------

ART['bakery-1'] = () => {
  // Croissant on a plate.
  const segs = [[-84, 34, 44], [-58, 52, 66], [-30, 66, 86], [0, 78, 100], [30, 66, 86], [58, 52, 66], [84, 34, 44]];
  const order = [0, 6, 1, 5, 2, 4, 3];
  let body = '';
  for (const i of order) {
    const [deg, rx, ry] = segs[i];
    const a = (deg * Math.PI) / 180;
    const x = 400 + Math.sin(a) * 175;
    const y = 470 - Math.cos(a) * 175;
    body += `<g transform="translate(${ri(x)} ${ri(y)}) rotate(${deg})"><ellipse rx="${rx}" ry="${ry}" fill="url(#cro)"/><path d="M${-rx * 0.6} ${-ry * 0.55}q${rx * 0.6} -${ry * 0.3} ${rx * 1.2} 0" stroke="#FAD49A" stroke-width="6" fill="none" opacity=".7" stroke-linecap="round"/></g>`;
  }
  return scene({
    bg: ['#FCEAE3', '#F0C3B2'],
    defs: PLATE + rg('cro', ['#F6C476', ['#E59A45', 0.65], '#A95A1B'], 0.45, 0.35, 0.65),
    body:
      plate(400, 330, 250) +
      shadow(410, 390, 230, 110) +
      body +
      `<g fill="#D99A55">${[[240, 470], [560, 480], [520, 520], [290, 510]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="5"/>`).join('')}</g>`,
  });
};

ART['bakery-2'] = () => {
  // Sourdough boule and a slice on a board, with wheat.
  const rand = prng(202 + 2);
  let flour = '';
  for (let i = 0; i < 40; i++) flour += `<circle cx="${ri(between(rand, 260, 520))}" cy="${ri(between(rand, 200, 300))}" r="${r(between(rand, 2, 5))}"/>`;
  let holes = '';
  for (let i = 0; i < 12; i++) holes += `<ellipse cx="${ri(between(rand, 560, 690))}" cy="${ri(between(rand, 330, 420))}" rx="${ri(between(rand, 4, 10))}" ry="${ri(between(rand, 3, 7))}"/>`;
  let wheat = '';
  for (let i = 0; i < 6; i++) wheat += leaf(110 + i * 14, 170 - i * 20, 34, 12, -50, '#E2B65C', null) + leaf(130 + i * 14, 186 - i * 20, 34, 12, 10, '#D7A94D', null);
  return scene({
    bg: ['#F6EDDF', '#E2C9A4'],
    defs: lg('wd', ['#BD8553', '#8E5B33'], 0, 0, 1, 1) + rg('br', ['#DE9C55', ['#BE7634', 0.7], '#8B4C1C'], 0.45, 0.35, 0.7) + rg('crm', ['#F7E2B7', '#EDCB8C']),
    body:
      shadow(400, 470, 360, 70) +
      `<rect x="60" y="380" width="680" height="110" rx="30" fill="url(#wd)"/><rect x="60" y="380" width="680" height="20" rx="10" fill="#fff" opacity=".12"/>` +
      `<path d="M170 180l-60 240" stroke="#C9983F" stroke-width="5"/>${wheat}` +
      `<path d="M180 420C170 260 300 180 400 180s230 80 220 240Z" fill="url(#br)"/>` +
      `<g fill="none" stroke-linecap="round"><path d="M290 300c40-60 100-80 160-70" stroke="#F5D79E" stroke-width="16"/><path d="M330 350c40-50 110-70 170-50" stroke="#F5D79E" stroke-width="14"/><path d="M290 300c40-60 100-80 160-70" stroke="#A8601F" stroke-width="4" transform="translate(0 10)"/></g>` +
      `<g fill="#FFF8EC" opacity=".55">${flour}</g>` +
      `<g transform="rotate(-8 620 380)"><path d="M540 440c-14-90 10-140 80-140s94 50 80 140Z" fill="#9C5A22"/><path d="M552 434c-10-80 10-122 68-122s78 42 68 122Z" fill="url(#crm)"/><g fill="#D8B27A">${holes}</g></g>`,
  });
};

ART['bakery-3'] = () => {
  // Pink frosted cupcake with sprinkles and a cherry.
  const rand = prng(303 + 3);
  const colors = ['#F25C7A', '#4CB7C5', '#F7C948', '#7A5CC8', '#FFFFFF'];
  let sprinkles = '';
  for (let i = 0; i < 24; i++) {
    const x = between(rand, 300, 500);
    const y = between(rand, 210, 320);
    sprinkles += `<use href="#sp" fill="${colors[i % 5]}" transform="translate(${ri(x)} ${ri(y)}) rotate(${ri(between(rand, 0, 180))})"/>`;
  }
  let pleats = '';
  for (let i = 1; i < 8; i++) pleats += `<path d="M${ri(290 + i * 27.5)} 340L${320 + i * 20} 500"/>`;
  return scene({
    bg: ['#FDE9F0', '#F4BCD0'],
    table: { y: 500, colors: ['#F7D7E2', '#EDB9CB'] },
    defs: `<rect id="sp" x="-8" y="-3" width="16" height="6" rx="3"/>` + lg('wr', ['#7FD0C7', '#46A99E'], 0, 0, 1, 0) + lg('fr', ['#FFF3F6', '#F8C3D3']) + rg('ch', ['#F25A5A', '#B11E2B'], 0.35, 0.35, 0.7),
    body:
      shadow(400, 506, 150, 24) +
      `<path d="M290 330h220l-30 172H320Z" fill="url(#wr)"/><g stroke="#3B978D" stroke-width="5" opacity=".6">${pleats}</g>` +
      `<ellipse cx="400" cy="332" rx="124" ry="22" fill="#B06B3A"/>` +
      `<path d="M270 320c-20-50 40-70 130-70s150 20 130 70c-40 26-220 26-260 0Z" fill="url(#fr)"/>` +
      `<path d="M300 265c-10-44 40-60 100-60s110 16 100 60c-30 20-170 20-200 0Z" fill="url(#fr)"/>` +
      `<path d="M330 212c-6-36 30-50 70-50s76 14 70 50c-24 16-116 16-140 0Z" fill="url(#fr)"/>` +
      `<path d="M362 170c0-30 20-44 44-56c-4 16 14 24 14 40c0 14-12 24-30 24s-28-2-28-8Z" fill="#FFF3F6"/>` +
      `<path d="M290 300q60 14 110 10M320 250q40 10 80 6" stroke="#fff" stroke-width="8" fill="none" opacity=".6" stroke-linecap="round"/>` +
      sprinkles +
      `<path d="M410 108c6-30 20-50 44-62" stroke="#3F7F33" stroke-width="5" fill="none" stroke-linecap="round"/><circle cx="404" cy="120" r="30" fill="url(#ch)"/><circle cx="394" cy="110" r="7" fill="#fff" opacity=".55"/>`,
  });
};

ART['bakery-4'] = () => {
  // Baguettes on a checked cloth.
  const slashes = (n) =>
    Array.from({ length: n }, (_, i) => `<ellipse cx="${-220 + i * 90}" cy="-4" rx="42" ry="12" transform="rotate(-18 ${-220 + i * 90} -4)" fill="#F2CC86" stroke="#B56E2C" stroke-width="3"/>`).join('');
  const baguette = (x, y, deg, s) =>
    `<g transform="translate(${x} ${y}) rotate(${deg}) scale(${s})">${shadow(10, 40, 300, 40)}<rect x="-300" y="-52" width="600" height="104" rx="52" fill="url(#bq)"/><rect x="-280" y="-44" width="560" height="26" rx="13" fill="#fff" opacity=".18"/>${slashes(6)}</g>`;
  return scene({
    bg: ['#F3ECE1', '#D9CAB2'],
    glow: false,
    defs:
      `<pattern id="cl" width="60" height="60" patternUnits="userSpaceOnUse"><rect width="60" height="60" fill="#F7F4EE"/><rect width="30" height="60" fill="#3C6E9E" opacity=".35"/><rect width="60" height="30" fill="#3C6E9E" opacity=".35"/></pattern>` +
      lg('bq', ['#E8A85A', ['#D0893E', 0.5], '#9F5A1E']),
    body:
      `<circle cx="660" cy="80" r="160" fill="#fff" opacity=".25"/>` +
      `<path d="M-40 300 420 640H-40Z" fill="url(#cl)"/><path d="M-40 300 420 640" stroke="#fff" stroke-width="10" opacity=".5"/>` +
      baguette(420, 230, -16, 0.95) + baguette(400, 370, -24, 1.05) +
      `<g transform="rotate(20 640 420)"><path d="M640 300v220" stroke="#C9983F" stroke-width="5"/>${[0, 1, 2, 3, 4].map((i) => leaf(628, 320 + i * 22, 32, 11, -60, '#E2B65C', null) + leaf(652, 320 + i * 22, 32, 11, 60, '#D7A94D', null)).join('')}</g>`,
  });
};

ART['bakery-5'] = () => {
  // Pink glazed donut with sprinkles, plus a chocolate one.
  const rand = prng(555);
  const colors = ['#FFFFFF', '#4CB7C5', '#F7C948', '#7A5CC8', '#5CC56A', '#F25C7A'];
  let sprinkles = '';
  for (let i = 0; i < 34; i++) {
    const a = between(rand, 0, Math.PI * 2);
    const d = between(rand, 85, 150);
    sprinkles += `<use href="#sp" fill="${colors[i % 6]}" transform="translate(${ri(380 + Math.cos(a) * d)} ${ri(300 + Math.sin(a) * d)}) rotate(${ri(between(rand, 0, 180))})"/>`;
  }
  const glaze = (cx, cy, rad, hole, fill, seed) => {
    const rr = prng(seed);
    return `<path d="${blob(rr, cx, cy, rad, rad, 14, 0.07)}${circlePath(cx, cy, hole)}" fill="${fill}" fill-rule="evenodd"/>`;
  };
  return scene({
    bg: ['#E3F4EE', '#AEDDCD'],
    defs:
      `<rect id="sp" x="-9" y="-3.5" width="18" height="7" rx="3.5"/>` +
      rg('dg', ['#F0B56A', ['#D9934A', 0.8], '#A9662B'], 0.45, 0.4, 0.6) + lg('pg', ['#FFB3C8', '#F07FA0'], 0, 0, 1, 1) + lg('ck', ['#8A4B2A', '#4F2512'], 0, 0, 1, 1),
    body:
      shadow(690, 110, 170, 160) +
      `<path d="${circlePath(700, 90, 160)}${circlePath(700, 90, 46)}" fill="url(#dg)" fill-rule="evenodd"/>` +
      glaze(700, 90, 138, 60, 'url(#ck)', 9) +
      shadow(400, 330, 230, 220) +
      `<path d="${circlePath(380, 300, 200)}${circlePath(380, 300, 56)}" fill="url(#dg)" fill-rule="evenodd"/>` +
      glaze(380, 300, 172, 72, 'url(#pg)', 11) +
      `<path d="M270 210c30-40 90-60 150-50" stroke="#fff" stroke-width="14" fill="none" opacity=".45" stroke-linecap="round"/>` +
      sprinkles,
  });
};

ART['bakery-6'] = () => {
  // Layered strawberry cake slice on a plate.
  const T = [210, 330];
  const B2 = [600, 300];
  const B1 = [520, 235];
  const H = 150;
  const band = (a, b, fill) => `<path d="M${T[0]} ${T[1] + a}L${B2[0]} ${B2[1] + a}V${B2[1] + b}L${T[0]} ${T[1] + b}Z" fill="${fill}"/>`;
  const sponge = '#F2D49B';
  const cream = '#FFF6EC';
  const jam = '#C8374E';
  return scene({
    bg: ['#FBEEE6', '#EFC9B7'],
    defs: PLATE + METAL + rg('sb', ['#FF6B6B', '#C21F30'], 0.35, 0.35, 0.75),
    body:
      shadow(410, 470, 330, 70) +
      `<ellipse cx="400" cy="460" rx="320" ry="76" fill="#E6DFD5"/><ellipse cx="400" cy="452" rx="320" ry="74" fill="url(#pl)"/><ellipse cx="400" cy="452" rx="230" ry="48" fill="#FCFBF8" stroke="#EFE9E0" stroke-width="3"/>` +
      `<path d="M${B1[0]} ${B1[1]}L${B2[0]} ${B2[1]}V${B2[1] + H}L${B1[0]} ${B1[1] + H}Z" fill="#F7E6D6"/>` +
      band(0, 20, cream) + band(20, 58, sponge) + band(58, 70, jam) + band(70, 86, cream) + band(86, 124, sponge) + band(124, 134, jam) + band(134, H, sponge) +
      `<path d="M${T[0]} ${T[1]}L${B1[0]} ${B1[1]}L${B2[0]} ${B2[1]}Z" fill="#FFF8F1"/>` +
      `<path d="M${T[0]} ${T[1]}L${B2[0]} ${B2[1]}" stroke="#fff" stroke-width="6" stroke-linecap="round"/>` +
      `<path d="M470 250c0-30 30-36 40-20c16-10 40 6 26 30c-10 14-60 14-66-10Z" fill="#FFFFFF"/>` +
      `<path d="M500 248c-20-40 10-66 40-54c30 8 30 50-10 70c-12 6-24-2-30-16Z" fill="url(#sb)"/><path d="M528 196c6-14 20-18 30-12c-10 2-14 10-16 16Z" fill="#4C9A3E"/>` +
      `<g fill="#FFE08A">${[[515, 220], [530, 240], [518, 250], [540, 222]].map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="2" ry="3"/>`).join('')}</g>` +
      fork(690, 380, 24, 0.9),
  });
};

// ---- Cafe -----------------------------------------------------------------

const egg = (rand, x, y, s = 1) =>
  `<path d="${blob(rand, x, y, 78 * s, 68 * s, 9, 0.14)}" fill="#FFFFFF" stroke="#E9E1D4" stroke-width="3"/><circle cx="${x + 6}" cy="${y - 4}" r="${ri(30 * s)}" fill="url(#yk)"/><circle cx="${x - 4}" cy="${y - 14}" r="${ri(8 * s)}" fill="#fff" opacity=".6"/>`;
const YOLK = rg('yk', ['#FFD54A', ['#F7B52C', 0.7], '#E8901A'], 0.4, 0.35, 0.7);

ART['cafe-1'] = () => {
  // Full brunch plate: eggs, bacon, toast, tomatoes, avocado.
  const rand = prng(111);
  return scene({
    bg: ['#E7F0E4', '#BCD3B5'],
    defs: PLATE + METAL + YOLK + lg('to', ['#EBB56B', '#C98541']) + lg('av', ['#D9EBA0', '#9CC25A']),
    body:
      fork(90, 330, -6) + knife(710, 330, 6) +
      plate(400, 300, 245) +
      egg(rand, 330, 230) + egg(rand, 300, 360, 0.9) +
      `<g fill="none" stroke-linecap="round"><path d="M420 370q20-30 50-10t60-10 50 0" stroke="#A8402C" stroke-width="30"/><path d="M420 370q20-30 50-10t60-10 50 0" stroke="#F0B8A0" stroke-width="7"/><path d="M430 420q20-30 50-10t60-10 40 0" stroke="#B34A33" stroke-width="28"/><path d="M430 420q20-30 50-10t60-10 40 0" stroke="#F0B8A0" stroke-width="7"/></g>` +
      `<g transform="rotate(-12 500 220)"><rect x="430" y="150" width="140" height="130" rx="26" fill="#B8722F"/><rect x="442" y="162" width="116" height="106" rx="20" fill="url(#to)"/></g>` +
      `<g transform="rotate(20 540 250)"><rect x="480" y="200" width="130" height="120" rx="24" fill="#B8722F"/><rect x="492" y="212" width="106" height="96" rx="18" fill="url(#to)"/><path d="M520 240h50M515 270h56" stroke="#F6D79A" stroke-width="6" stroke-linecap="round"/></g>` +
      [[400, 160], [445, 130]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="24" fill="#E0402B"/><circle cx="${x}" cy="${y}" r="17" fill="#F26B4F"/><circle cx="${x}" cy="${y}" r="4" fill="#FFD5A0"/>`).join('') +
      [0, 1, 2].map((i) => `<path d="M${230 + i * 24} 430c-20-40 0-70 30-80c-8 30 0 60 -30 80Z" fill="url(#av)" stroke="#3F6B22" stroke-width="5"/>`).join(''),
  });
};

ART['cafe-2'] = () => {
  // Pancake stack with butter, syrup and berries.
  let stack = '';
  for (let i = 0; i < 5; i++) {
    const y = 400 - i * 42;
    stack += `<rect x="240" y="${y - 24}" width="320" height="52" rx="26" fill="url(#pc)"/><path d="M258 ${y - 10}q142 -14 284 0" stroke="#F6CE8A" stroke-width="5" fill="none" opacity=".8"/>`;
  }
  const berries = [[200, 450], [236, 470], [570, 456], [610, 470], [590, 440]]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="17" fill="#3D4C91"/><circle cx="${x - 5}" cy="${y - 6}" r="4" fill="#9BA7E0"/>`)
    .join('');
  return scene({
    bg: ['#FFF2E0', '#F5CFA2'],
    table: { y: 430, colors: ['#F2E6D6', '#DCC7AA'] },
    defs: lg('pc', ['#EBAF62', ['#D18D43', 0.6], '#A9662B']) + lg('sy', ['#C86A1E', '#8F3F0C']) + lg('bt', ['#FFF3B0', '#F6DA6B']) + rg('sb', ['#FF6B6B', '#C21F30'], 0.35, 0.35, 0.75),
    body:
      shadow(400, 486, 300, 40) +
      `<ellipse cx="400" cy="464" rx="290" ry="58" fill="#E6DFD5"/><ellipse cx="400" cy="456" rx="290" ry="56" fill="#FFFFFF"/><ellipse cx="400" cy="452" rx="210" ry="36" fill="#F6F2EC"/>` +
      stack +
      `<ellipse cx="400" cy="232" rx="158" ry="26" fill="#EDB564"/>` +
      `<path d="M250 232c0-20 70-30 150-30s150 10 150 30c0 20-10 40-14 70c-2 12-14 12-16 0c-4-20-10-30-20-30c-8 0-10 60-16 100c-2 12-14 12-16 0c-6-50-8-80-20-80s-40 4-60 4c-10 0-8 30-14 50c-3 10-13 10-16 0c-6-24-4-50-16-54c-30-6-60 10-74 2c-14-10-18-40-18-62Z" fill="url(#sy)" opacity=".92"/>` +
      `<path d="M300 216q60-10 120-6" stroke="#F2A04A" stroke-width="6" fill="none" stroke-linecap="round" opacity=".7"/>` +
      `<path d="M360 196l40-20 50 14-40 22Z" fill="#FFF8CF"/><path d="M360 196l50 16v26l-50-16Z" fill="url(#bt)"/><path d="M410 212l40-22v26l-40 22Z" fill="#EBCB55"/>` +
      berries +
      `<path d="M660 470c-30-40-10-80 20-80s50 40 20 80c-10 12-30 12-40 0Z" fill="url(#sb)"/><path d="M660 396c10-12 30-12 40 0c-14 4-26 4-40 0Z" fill="#4C9A3E"/>`,
  });
};

ART['cafe-3'] = () => {
  // Avocado toast with a poached egg, and half an avocado.
  const rand = prng(333);
  let chili = '';
  for (let i = 0; i < 22; i++) chili += `<rect x="${ri(between(rand, 250, 500))}" y="${ri(between(rand, 180, 420))}" width="6" height="4" rx="1" transform="rotate(${ri(between(rand, 0, 90))} 400 300)"/>`;
  let slices = '';
  for (let i = 0; i < 5; i++) {
    const x = 300 + i * 38;
    slices += `<path d="M${x} 380c-24-60-10-150 30-190c8 60 6 140-30 190Z" fill="url(#av)" stroke="#44702A" stroke-width="6" transform="rotate(${-30 + i * 6} ${x} 300)"/>`;
  }
  return scene({
    bg: ['#F5EFE5', '#DCCDB8'],
    defs: YOLK + lg('av', ['#E2F0A8', '#A3C85E'], 0, 0, 1, 0) + lg('crb', ['#F3D59B', '#E3B66C']) + rg('sk', ['#5B8A2E', '#2F5317']) + rg('pit', ['#B0733E', '#6B3A18'], 0.4, 0.35, 0.7),
    body:
      shadow(385, 330, 250, 220) +
      `<path d="M170 210c0-70 60-110 120-100c40-50 150-50 190 0c60-10 120 30 120 100v220c0 30-20 50-50 50H220c-30 0-50-20-50-50Z" fill="#B9732F"/>` +
      `<path d="M192 214c0-56 50-84 100-78c34-40 128-40 162 0c50-6 100 22 100 78v210c0 20-14 34-34 34H226c-20 0-34-14-34-34Z" fill="url(#crb)"/>` +
      `<path d="${blob(rand, 380, 300, 160, 130, 12, 0.12)}" fill="#9DC25A"/>` +
      slices +
      `<path d="${blob(rand, 440, 250, 62, 52, 9, 0.12)}" fill="#FFFFFF"/><circle cx="446" cy="246" r="28" fill="url(#yk)"/><circle cx="438" cy="236" r="7" fill="#fff" opacity=".6"/>` +
      `<g fill="#D63A24">${chili}</g>` +
      leaf(330, 230, 30, 12, -30, '#5FA843', null) + leaf(350, 215, 26, 10, 20, '#4C9A3E', null) +
      `<g transform="rotate(-25 680 470)"><ellipse cx="680" cy="470" rx="92" ry="118" fill="url(#sk)"/><ellipse cx="680" cy="470" rx="78" ry="104" fill="url(#av)"/><circle cx="680" cy="490" r="38" fill="url(#pit)"/><circle cx="668" cy="478" r="9" fill="#fff" opacity=".3"/></g>`,
  });
};

ART['cafe-4'] = () => {
  // Cup of black tea with lemon, and a teapot.
  return scene({
    bg: ['#E8F3EE', '#BCD9CC'],
    table: { y: 430, colors: ['#F4EEE4', '#DCCFBD'] },
    defs: lg('cup', ['#FFFFFF', ['#F5F1EC', 0.5], '#D1C8BC'], 0, 0, 1, 0) + rg('tea', ['#D88A3A', ['#B35F1C', 0.7], '#7A3A0E']) + lg('pot', ['#5EA79B', '#2E6E64'], 0, 0, 1, 1) + lg('lm', ['#FBE36A', '#F2C12E']),
    body:
      shadow(170, 440, 150, 24) +
      `<path d="M260 300c40 0 50-40 90-60" stroke="#2E6E64" stroke-width="22" fill="none" stroke-linecap="round"/>` +
      `<path d="M60 290c-40 0-40 90 10 100" stroke="#2E6E64" stroke-width="18" fill="none"/>` +
      `<path d="M60 300c0-90 50-130 110-130s110 40 110 130c0 80-40 130-110 130S60 380 60 300Z" fill="url(#pot)"/>` +
      `<ellipse cx="170" cy="176" rx="70" ry="16" fill="#3E877B"/><circle cx="170" cy="154" r="16" fill="#3E877B"/>` +
      `<path d="M90 300h160" stroke="#FBF8F3" stroke-width="10" opacity=".7"/><path d="M110 230c20-20 40-26 60-26" stroke="#fff" stroke-width="10" fill="none" opacity=".3" stroke-linecap="round"/>` +
      shadow(480, 476, 240, 36) +
      `<ellipse cx="480" cy="460" rx="220" ry="42" fill="#D6CEC3"/><ellipse cx="480" cy="452" rx="220" ry="40" fill="url(#cup)"/><ellipse cx="480" cy="448" rx="140" ry="22" fill="#E9E3DB"/>` +
      `<path d="M610 320c80-16 90 80 0 100" stroke="#ECE6DE" stroke-width="22" fill="none"/>` +
      `<path d="M340 300c0 100 50 146 140 146s140-46 140-146Z" fill="url(#cup)"/>` +
      `<path d="M346 340c40 14 228 14 268 0" stroke="#2E6E64" stroke-width="10" fill="none" opacity=".8"/>` +
      `<ellipse cx="480" cy="300" rx="140" ry="30" fill="#F3EEE7"/><ellipse cx="480" cy="302" rx="126" ry="24" fill="url(#tea)"/>` +
      `<g transform="translate(540 296) scale(1 .35)"><circle r="42" fill="#F2C12E"/><circle r="34" fill="url(#lm)"/><path d="M0-30V30M-30 0H30M-21-21 21 21M21-21-21 21" stroke="#FFF6C8" stroke-width="4"/></g>` +
      steam([440, 500], 250, 170, 0.6) +
      leaf(690, 480, 50, 20, -20, '#5FA843'),
  });
};

ART['cafe-5'] = () => {
  // Club sandwich halves with a toothpick and olive.
  const layer = (y, h, fill, extra = '') => `<rect x="0" y="${y}" width="340" height="${h}" rx="${Math.min(14, h / 2)}" fill="${fill}"${extra}/>`;
  const wave = (y, fill) => `<path d="M-10 ${y}${Array.from({ length: 9 }, () => 'q10-14 20 0t20 0').join('')}v22H-10Z" fill="${fill}"/>`;
  const half = (x, y, deg) =>
    `<g transform="translate(${x} ${y}) rotate(${deg})">` +
    layer(170, 42, '#D89A55') + layer(174, 34, '#F5DFB0') +
    wave(160, '#5FAE45') + layer(140, 22, '#E84A3A') + layer(120, 22, '#F4A8A0') +
    `<path d="M0 104h340v16H0Z" fill="#FFC93C"/><path d="M300 104h40l-20 36Z" fill="#FFC93C"/>` +
    layer(72, 40, '#D89A55') + layer(76, 32, '#F5DFB0') +
    wave(64, '#6CBA4E') + layer(44, 22, '#F4A8A0') +
    layer(0, 48, '#D89A55') + layer(4, 40, '#F5DFB0') +
    `</g>`;
  return scene({
    bg: ['#FCEFD9', '#F0CC98'],
    defs: lg('wd', ['#C98E55', '#99633A'], 0, 0, 1, 1),
    body:
      shadow(400, 470, 340, 50) +
      `<rect x="70" y="420" width="660" height="70" rx="24" fill="url(#wd)"/>` +
      half(420, 205, 4) + half(90, 215, -2) +
      `<path d="M260 120v120" stroke="#E8D3A6" stroke-width="6"/><circle cx="260" cy="118" r="20" fill="#3C4A2A"/><circle cx="260" cy="118" r="8" fill="#C83A2B"/>` +
      `<path d="M590 110v120" stroke="#E8D3A6" stroke-width="6"/><circle cx="590" cy="108" r="20" fill="#4B5B30"/><circle cx="590" cy="108" r="8" fill="#C83A2B"/>`,
  });
};

ART['cafe-6'] = () => {
  // Berry smoothie with straw, strawberries and blueberries.
  const berries = [[170, 480], [205, 500], [640, 500], [600, 520], [675, 470]]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="16" fill="#3D4C91"/><circle cx="${x - 5}" cy="${y - 5}" r="4" fill="#9BA7E0"/>`)
    .join('');
  return scene({
    bg: ['#FDE6EE', '#F2B3C8'],
    table: { y: 470, colors: ['#FFF6F0', '#EBD6CB'] },
    defs: lg('sm', ['#F7A8C4', ['#E5568A', 0.5], '#A8205A']) + rg('sb', ['#FF6B6B', '#C21F30'], 0.35, 0.35, 0.75) + lg('bn2', ['#FFF4C2', '#F4DA84']),
    body:
      shadow(400, 500, 170, 26) +
      `<g transform="rotate(16 470 200)"><rect x="455" y="40" width="26" height="260" rx="13" fill="#fff"/><path d="M455 60h26M455 100h26M455 140h26M455 180h26" stroke="#2E8B77" stroke-width="14"/></g>` +
      `<path d="M288 180h224l-22 290c-2 16-14 26-30 26H340c-16 0-28-10-30-26Z" fill="url(#sm)"/>` +
      `<path d="M288 180h224v20c-40 14-184 14-224 0Z" fill="#F9C4D7"/>` +
      `<path d="M276 160h248l-24 316c-2 20-16 32-36 32H336c-20 0-34-12-36-32Z" fill="#fff" opacity=".2" stroke="#fff" stroke-width="6"/>` +
      `<path d="M304 200l16 270" stroke="#fff" stroke-width="12" opacity=".4" stroke-linecap="round"/>` +
      `<g transform="translate(36 12)"><path d="M250 180c-30-50 0-100 40-96s50 60 20 96c-14 16-46 16-60 0Z" fill="url(#sb)"/><path d="M262 94c14-18 40-14 48 4c-18-2-34-2-48-4Z" fill="#4C9A3E"/>` +
      `<g fill="#FFE08A">${[[270, 120], [288, 140], [272, 150], [296, 118]].map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="2" ry="3"/>`).join('')}</g></g>` +
      berries +
      [[560, 540], [130, 530]].map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="32" ry="12" fill="#F0D98A"/><ellipse cx="${x}" cy="${y - 4}" rx="30" ry="10" fill="url(#bn2)"/>`).join('') +
      leaf(650, 440, 60, 24, -30, '#4FA043'),
  });
};

// ---- Fast food ------------------------------------------------------------

const rays = (cx, cy, n, fill, o) => {
  let d = '';
  for (let i = 0; i < n; i++) {
    const a1 = (i / n) * Math.PI * 2;
    const a2 = a1 + Math.PI / n;
    d += `M${cx} ${cy}L${ri(cx + Math.cos(a1) * 800)} ${ri(cy + Math.sin(a1) * 800)}L${ri(cx + Math.cos(a2) * 800)} ${ri(cy + Math.sin(a2) * 800)}Z`;
  }
  return `<path d="${d}" fill="${fill}" opacity="${o}"/>`;
};
const sunny = (c1, c2) => ({ bg: [c1, c2], glow: false });

ART['fast-food-1'] = () => {
  // Cheeseburger.
  const rand = prng(1001);
  let seeds = '';
  for (let i = 0; i < 16; i++) seeds += `<ellipse cx="${ri(between(rand, 280, 520))}" cy="${ri(between(rand, 160, 245))}" rx="7" ry="4" transform="rotate(${ri(between(rand, -40, 40))} 400 200)"/>`;
  const lettuce = `M230 340${Array.from({ length: 9 }, () => 'q19-20 38 0').join('')}q10 10 0 26H230q-10-16 0-26Z`;
  return scene({
    ...sunny('#FFE6A0', '#FFC24D'),
    defs: lg('bun', ['#F4B45E', ['#DD8E39', 0.7], '#B96A22']) + lg('pt', ['#7A4326', '#4A2412']) + lg('chz', ['#FFD34D', '#F4A91D']),
    body:
      rays(400, 300, 16, '#fff', 0.18) +
      shadow(400, 500, 250, 34) +
      `<path d="M250 420h300c10 0 16 8 14 18c-6 40-40 56-80 56H316c-40 0-74-16-80-56c-2-10 4-18 14-18Z" fill="url(#bun)"/>` +
      `<rect x="226" y="370" width="348" height="62" rx="31" fill="url(#pt)"/><path d="M250 384q150-14 300 0" stroke="#9A5A36" stroke-width="5" fill="none"/>` +
      `<path d="M232 362h336l-24 24-14 40-12-40-150 0-18 34-14-34-60 0Z" fill="url(#chz)"/>` +
      `<rect x="248" y="330" width="140" height="30" rx="14" fill="#E0402B"/><rect x="412" y="330" width="140" height="30" rx="14" fill="#D7382A"/>` +
      `<path d="${lettuce}" fill="#6CBF45"/>` +
      `<path d="M240 320c0-110 70-170 160-170s160 60 160 170c0 14-10 22-24 22H264c-14 0-24-8-24-22Z" fill="url(#bun)"/>` +
      `<path d="M290 210c24-30 60-44 100-44" stroke="#FBD596" stroke-width="14" fill="none" stroke-linecap="round" opacity=".7"/>` +
      `<g fill="#FFF6DF">${seeds}</g>`,
  });
};

ART['fast-food-2'] = () => {
  // Fries in a red carton with a ketchup dip.
  const rand = prng(2002);
  let fries = '';
  for (let i = 0; i < 15; i++) {
    const x = 300 + i * 14 + between(rand, -6, 6);
    const top = between(rand, 110, 200);
    fries += `<rect x="${ri(x)}" y="${ri(top)}" width="28" height="${ri(320 - top)}" rx="6" fill="url(#fr)" stroke="#D99A22" stroke-width="2" transform="rotate(${ri(between(rand, -14, 14))} ${ri(x)} 320)"/>`;
  }
  return scene({
    ...sunny('#FFF0C2', '#FFD071'),
    defs: lg('fr', ['#FFE9A0', '#F7C345'], 0, 0, 1, 0) + lg('ct', ['#E84A3A', '#B8261B'], 0, 0, 1, 0) + rg('kt', ['#E23B2A', '#A81B12']),
    body:
      rays(400, 280, 14, '#fff', 0.2) +
      shadow(400, 506, 190, 30) +
      fries +
      `<path d="M272 270c60 30 196 30 256 0l-30 232H302Z" fill="url(#ct)"/>` +
      `<path d="M272 270c60 30 196 30 256 0" stroke="#FF8A70" stroke-width="6" fill="none" opacity=".7"/>` +
      `<circle cx="400" cy="400" r="44" fill="#FFD34D"/><path d="M380 386v32M400 380v40M420 386v32" stroke="#E84A3A" stroke-width="8" stroke-linecap="round"/>` +
      shadow(640, 500, 90, 20) +
      `<path d="M570 430h140l-10 60c-2 10-10 16-20 16h-80c-10 0-18-6-20-16Z" fill="#FBF8F3"/><ellipse cx="640" cy="430" rx="70" ry="16" fill="url(#kt)"/>` +
      `<rect x="160" y="420" width="26" height="86" rx="6" fill="url(#fr)" transform="rotate(-60 173 463)"/>`,
  });
};

ART['fast-food-3'] = () => {
  // Hot dog with mustard and ketchup.
  return scene({
    ...sunny('#FFE8B0', '#FFB85C'),
    defs: lg('bun', ['#F6C274', ['#E39A46', 0.6], '#B96A22']) + lg('sg', ['#D95B3A', '#9C2E1A']),
    body:
      rays(400, 300, 16, '#fff', 0.16) +
      shadow(400, 410, 330, 44) +
      `<rect x="110" y="230" width="580" height="120" rx="60" fill="#E6A24F" transform="rotate(-6 400 290)"/>` +
      `<rect x="80" y="260" width="640" height="70" rx="35" fill="url(#sg)" transform="rotate(-6 400 295)"/>` +
      `<path d="M120 280q270-40 560-52" stroke="#F08B6A" stroke-width="8" fill="none" stroke-linecap="round" opacity=".7" transform="rotate(-2 400 260)"/>` +
      `<path d="M150 300${Array.from({ length: 20 }, (_, i) => `l25 ${i % 2 ? 20 : -20}`).join('')}" stroke="#F7C82A" stroke-width="12" fill="none" stroke-linejoin="round" stroke-linecap="round" transform="rotate(-6 400 290)"/>` +
      `<path d="M130 310q30 14 60 0t60 0 60 0 60 0 60 0 60 0 60 0 60 0 60 0" stroke="#D7382A" stroke-width="9" fill="none" stroke-linecap="round" transform="rotate(-6 400 300)"/>` +
      `<path d="M110 320c0 60 60 90 130 90h320c70 0 130-30 130-90c-40 20-100 30-160 30H270c-60 0-120-10-160-30Z" fill="url(#bun)" transform="rotate(-6 400 340)"/>` +
      `<path d="M170 376q230 20 470-40" stroke="#F9D79A" stroke-width="8" fill="none" stroke-linecap="round" opacity=".6"/>`,
  });
};

ART['fast-food-4'] = () => {
  // Two crunchy tacos with a lime wedge.
  const taco = (x, y, s, seed) => {
    const rand = prng(seed);
    let tomato = '';
    for (let i = 0; i < 5; i++) tomato += `<rect x="${ri(-110 + i * 48 + between(rand, -6, 6))}" y="${ri(-36 + between(rand, -8, 8))}" width="24" height="22" rx="5" fill="#E23E2B"/>`;
    let cheese = '';
    for (let i = 0; i < 7; i++) cheese += `<rect x="${ri(-120 + i * 36)}" y="${ri(-20 + between(rand, -6, 6))}" width="34" height="8" rx="4" fill="#FFC93C" transform="rotate(${ri(between(rand, -30, 30))} ${ri(-110 + i * 36)} -16)"/>`;
    return (
      `<g transform="translate(${x} ${y}) scale(${s})">` +
      `<path d="${blob(rand, 0, -12, 150, 34, 12, 0.12)}" fill="#7A3E1E"/>` +
      `<path d="M-160 -10${Array.from({ length: 8 }, () => 'q20-40 40 0').join('')}v20h-320Z" fill="#6CBF45"/>` +
      tomato + cheese +
      `<path d="M-172 0A172 130 0 0 0 172 0Z" fill="url(#sh2)"/><path d="M-172 0A172 130 0 0 0 172 0" stroke="#D9972E" stroke-width="8" fill="none"/>` +
      `<path d="M-130 44q130 60 260 0" stroke="#FFE39A" stroke-width="8" fill="none" opacity=".6" stroke-linecap="round"/>` +
      `<g fill="#D9972E" opacity=".5"><circle cx="-80" cy="70" r="5"/><circle cx="10" cy="100" r="6"/><circle cx="90" cy="64" r="5"/><circle cx="-30" cy="40" r="4"/><circle cx="60" cy="30" r="4"/></g>` +
      `</g>`
    );
  };
  return scene({
    ...sunny('#FFE3B3', '#FFAE6B'),
    defs: lg('sh2', ['#FAD27A', '#E5A43A']) + lg('lm', ['#C7E67A', '#7DB53A']),
    body:
      rays(400, 280, 14, '#fff', 0.16) +
      shadow(400, 470, 340, 40) +
      taco(520, 270, 0.9, 41) + taco(310, 310, 1, 42) +
      `<g transform="translate(640 470) rotate(-20)"><path d="M-60 0a60 60 0 0 0 120 0Z" fill="url(#lm)"/><path d="M-60 0a60 60 0 0 0 120 0" stroke="#4E8A24" stroke-width="8" fill="none"/><path d="M0 0l-34 34M0 0v46M0 0l34 34" stroke="#EDF7C8" stroke-width="4"/></g>` +
      leaf(120, 470, 40, 18, 20, '#3F8F3A') + leaf(150, 490, 34, 16, -30, '#4FA043'),
  });
};

ART['fast-food-5'] = () => {
  // Bucket of fried chicken drumsticks.
  const drum = (x, y, deg, seed) => {
    const rand = prng(seed);
    let bumps = '';
    for (let i = 0; i < 7; i++) bumps += `<circle cx="${ri(between(rand, -50, 50))}" cy="${ri(between(rand, -40, 60))}" r="${ri(between(rand, 8, 14))}" fill="#F2B04E" opacity=".8"/>`;
    return (
      `<g transform="translate(${x} ${y}) rotate(${deg})">` +
      `<rect x="-12" y="-170" width="24" height="110" rx="12" fill="#F7EEDD"/><circle cx="-14" cy="-170" r="16" fill="#F7EEDD"/><circle cx="14" cy="-170" r="16" fill="#F7EEDD"/>` +
      `<path d="${blob(rand, 0, 0, 78, 92, 11, 0.14)}" fill="url(#fc)"/>${bumps}</g>`
    );
  };
  return scene({
    ...sunny('#FFE9A8', '#FFC15A'),
    defs:
      rg('fc', ['#F0A848', ['#D9822C', 0.7], '#A8561A'], 0.4, 0.35, 0.7) +
      `<clipPath id="bk"><path d="M240 300h320l-36 210H276Z"/></clipPath>`,
    body:
      rays(400, 280, 16, '#fff', 0.18) +
      shadow(400, 512, 200, 28) +
      drum(320, 270, -24, 51) + drum(480, 260, 22, 52) + drum(400, 240, 4, 53) +
      `<g clip-path="url(#bk)"><rect x="200" y="300" width="400" height="220" fill="#FBF8F3"/>${[0, 1, 2, 3, 4].map((i) => `<path d="M${262 + i * 64} 300h32l-6 220h-22Z" fill="#D7382A"/>`).join('')}</g>` +
      `<rect x="228" y="286" width="344" height="30" rx="15" fill="#C72E22"/>` +
      `<circle cx="400" cy="410" r="48" fill="#FBF8F3" stroke="#C72E22" stroke-width="6"/><path d="M380 395v30M400 390v40M420 395v30" stroke="#C72E22" stroke-width="8" stroke-linecap="round"/>`,
  });
};

ART['fast-food-6'] = () => {
  // Strawberry milkshake with whipped cream and a cherry.
  const rand = prng(6006);
  let cream = '';
  for (let i = 0; i < 9; i++) cream += `<circle cx="${ri(300 + i * 25)}" cy="${ri(150 + between(rand, -10, 10) - Math.sin((i / 8) * Math.PI) * 40)}" r="${ri(between(rand, 34, 44))}"/>`;
  let sprinkles = '';
  const colors = ['#F25C7A', '#4CB7C5', '#F7C948', '#7A5CC8'];
  for (let i = 0; i < 12; i++) sprinkles += `<use href="#sp" fill="${colors[i % 4]}" transform="translate(${ri(between(rand, 300, 500))} ${ri(between(rand, 110, 170))}) rotate(${ri(between(rand, 0, 180))})"/>`;
  return scene({
    ...sunny('#FFE1EA', '#FF9FBC'),
    defs: `<rect id="sp" x="-7" y="-2.5" width="14" height="5" rx="2.5"/>` + lg('ms', ['#FFC9DA', ['#FF8FB3', 0.6], '#E45C8C']) + rg('ch', ['#F25A5A', '#B11E2B'], 0.35, 0.35, 0.7),
    body:
      rays(400, 260, 16, '#fff', 0.2) +
      shadow(400, 522, 130, 22) +
      `<g transform="rotate(14 470 120)"><rect x="456" y="-20" width="26" height="240" rx="13" fill="#fff"/><path d="M456 0h26M456 40h26M456 80h26M456 120h26" stroke="#E84A3A" stroke-width="14"/></g>` +
      `<path d="M280 170h240l-40 250c-4 20-16 30-36 30h-92c-20 0-32-10-36-30Z" fill="url(#ms)"/>` +
      `<path d="M286 200c20 30 60 10 70 50c10-40 40-20 60 0c10-30 40-40 96-50" stroke="#fff" stroke-width="10" fill="none" opacity=".5" stroke-linecap="round"/>` +
      `<path d="M270 160h260l-42 264c-4 24-20 36-44 36h-88c-24 0-40-12-44-36Z" fill="#fff" opacity=".2" stroke="#fff" stroke-width="6"/>` +
      `<rect x="376" y="454" width="48" height="40" fill="#F4D6E0"/><ellipse cx="400" cy="500" rx="100" ry="20" fill="#F7E3EA"/><ellipse cx="400" cy="496" rx="100" ry="18" fill="#FFF3F7"/>` +
      `<g fill="#FFFDF9">${cream}</g>` + sprinkles +
      `<path d="M406 70c8-20 20-34 40-44" stroke="#3F7F33" stroke-width="5" fill="none" stroke-linecap="round"/><circle cx="400" cy="84" r="28" fill="url(#ch)"/><circle cx="390" cy="74" r="7" fill="#fff" opacity=".55"/>`,
  });
};

// ---- Fallback ------------------------------------------------------------

ART.fallback = () =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600" preserveAspectRatio="xMidYMid slice">` +
  `<defs>${lg('bg', ['#FBF8F3', '#EFE6DA'], 0, 0, 1, 1)}</defs><rect width="800" height="600" fill="url(#bg)"/>` +
  `<circle cx="400" cy="300" r="150" fill="#F3E7DA"/><circle cx="400" cy="300" r="108" fill="#FBF8F3" stroke="#E7D6C4" stroke-width="8"/>` +
  `<g fill="#C2410C" opacity=".5"><path d="M180 196h8v52h4v-52h8v52h4v-52h8v52h4v-52h8v62c0 12-8 22-16 25v100c0 8-3 13-6 13s-6-5-6-13V283c-8-3-16-13-16-25Z"/>` +
  `<path d="M584 196c24 8 32 50 26 100h-14v96c0 8-4 13-8 13s-8-5-8-13V204c0-6 2-10 4-8Z"/></g>` +
  `<g fill="none" stroke="#D9C4AE" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"><rect x="352" y="262" width="96" height="76" rx="12"/><path d="M362 328l26-28 18 18 12-12 22 22"/></g><circle cx="420" cy="284" r="8" fill="#D9C4AE"/></svg>`;

// ---------------------------------------------------------------------------
// Brand mark and icons
// ---------------------------------------------------------------------------

/**
 * The Forkful mark: a fork whose head forms the top bar of an "F" and whose
 * handle is the F's stem, with a short middle arm. Drawn in a 512 box.
 */
function markPaths(fill) {
  return (
    `<g fill="${fill}">` +
    // tines
    `<rect x="176" y="88" width="48" height="136" rx="24"/><rect x="248" y="100" width="44" height="124" rx="22"/><rect x="316" y="100" width="44" height="124" rx="22"/>` +
    // fork head / F top bar, curving into the stem
    `<path d="M176 190h184v14c0 48-38 70-86 70h-98v-84Z"/>` +
    // stem / handle
    `<rect x="176" y="150" width="48" height="278" rx="24"/>` +
    // middle arm of the F
    `<rect x="176" y="310" width="136" height="48" rx="24"/>` +
    `</g>`
  );
}

function iconSvg({ size = 512, shape = 'rounded', markScale = 1 }) {
  const bg =
    shape === 'rounded'
      ? `<rect width="512" height="512" rx="112" fill="url(#g)"/>`
      : `<rect width="512" height="512" fill="url(#g)"/>`;
  // centre of the mark's bounding box is (268, 258); move it to (256, 256)
  const t = `translate(256 256) scale(${markScale}) translate(-268 -258)`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="${size}" height="${size}">` +
    `<defs>${lg('g', [BRAND.primaryLight, BRAND.primary, BRAND.primaryDark], 0, 0, 1, 1)}</defs>` +
    bg +
    `<g transform="${t}">${markPaths(BRAND.cream)}</g>` +
    `</svg>`
  );
}

/** Runs `work` with a page of the system Chromium (closed afterwards, also on failure). */
async function withChromiumPage(work) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    await work(await browser.newPage({ deviceScaleFactor: 1 }));
  } finally {
    await browser.close();
  }
}

async function renderPngs(jobs) {
  await withChromiumPage(async (page) => {
    for (const { svg, size, file, transparent } of jobs) {
      await page.setViewportSize({ width: size, height: size });
      await page.setContent(
        `<!doctype html><html><head><style>html,body{margin:0;padding:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style></head><body>${svg}</body></html>`,
      );
      const png = await page.screenshot({ clip: { x: 0, y: 0, width: size, height: size }, omitBackground: transparent, type: 'png' });
      await writeFile(file, png);
    }
  });
}

/** The pictures' size in WebP: 4:3 like the cards' photo box, twice a phone card's CSS width. */
const PHOTO_SIZE = { width: 640, height: 480 };
const WEBP_QUALITY = 0.8;

/**
 * The demo photos as WebP, drawn by Chromium from the SVGs. An SVG picture is a document of its
 * own, parsed, laid out and painted on the page's main thread (~25 ms each at 4x CPU, three of
 * them before a listing page's first frame); a WebP is decoded off it.
 */
async function renderWebps(jobs) {
  await withChromiumPage(async (page) => {
    for (const { svg, file } of jobs) {
      const base64 = await page.evaluate(
        async ({ svg, width, height, quality }) => {
          const img = new Image(width, height);
          img.src = `data:image/svg+xml;base64,${btoa(svg)}`;
          await img.decode();
          const canvas = document.createElement('canvas');
          canvas.width = width;
          canvas.height = height;
          canvas.getContext('2d').drawImage(img, 0, 0, width, height);
          return canvas.toDataURL('image/webp', quality).split(',')[1];
        },
        { svg, ...PHOTO_SIZE, quality: WEBP_QUALITY },
      );
      await writeFile(file, Buffer.from(base64, 'base64'));
    }
  });
}

async function main() {
  await mkdir(ICON_DIR, { recursive: true });
  await mkdir(DEMO_DIR, { recursive: true });

  const demo = Object.entries(ART);
  const sizes = [];
  const photos = [];
  for (const [name, make] of demo) {
    const svg = make();
    if (svg.length >= 6144) throw new Error(`${name}.svg is ${svg.length} bytes (limit 6 KB)`);
    await writeFile(join(DEMO_DIR, `${name}.svg`), `${svg}\n`);
    sizes.push(`${name}:${(svg.length / 1024).toFixed(1)}K`);
    if (name !== 'fallback') photos.push({ svg, file: join(DEMO_DIR, `${name}.webp`) });
  }
  console.log(`demo: ${demo.length} svgs (${sizes.join(' ')})`);
  await renderWebps(photos);
  console.log(`demo: ${photos.length} webps (${PHOTO_SIZE.width}x${PHOTO_SIZE.height})`);

  const rounded = iconSvg({ shape: 'rounded' });
  await writeFile(join(ICON_DIR, 'favicon.svg'), `${rounded}\n`);
  await renderPngs([
    { svg: iconSvg({ size: 192 }), size: 192, file: join(ICON_DIR, 'icon-192.png'), transparent: true },
    { svg: iconSvg({ size: 512 }), size: 512, file: join(ICON_DIR, 'icon-512.png'), transparent: true },
    // maskable: full-bleed background, mark well inside the central 80% safe zone
    { svg: iconSvg({ size: 512, shape: 'square', markScale: 0.78 }), size: 512, file: join(ICON_DIR, 'icon-maskable-512.png'), transparent: false },
    // iOS rounds corners itself and does not support transparency
    { svg: iconSvg({ size: 180, shape: 'square', markScale: 0.9 }), size: 180, file: join(ICON_DIR, 'apple-touch-icon.png'), transparent: false },
  ]);
  console.log('icons: favicon.svg, icon-192.png, icon-512.png, icon-maskable-512.png, apple-touch-icon.png');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
