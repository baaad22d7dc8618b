// Writes the landing's original illustrations (stylised silhouettes, no stock photos) to
// public/illustrations/: three before/after pairs for the sliders and twelve transformation cards.
// Run: node frontend/scripts/generate-illustrations.mjs. Real photos replace them through
// src/features/landing/content.ts alone.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const out = join(import.meta.dirname, '..', 'public', 'illustrations');
mkdirSync(out, { recursive: true });

const W = 600;
const H = 750;

/** Backdrop tints (deep greens and teals, the brand's palette) picked per image. */
const BACKDROPS = [
  ['#12301f', '#0b1f15'],
  ['#173a2f', '#0a1c17'],
  ['#1d3322', '#0c1a10'],
  ['#13302c', '#091a18'],
];

/**
 * One standing figure centred at x. `size` is the body's width factor (1: lean, larger: heavier),
 * `tone` the fill, `female` widens the hips and adds a ponytail.
 */
function figure({ x, scale = 1, size, tone, female, victory = false }) {
  const s = (n) => (n * scale).toFixed(1);
  const shoulder = (female ? 62 : 78) * (0.85 + size * 0.15);
  const waist = (female ? 40 : 52) * size;
  const hip = (female ? 66 : 58) * (0.8 + size * 0.2);
  const limb = (female ? 26 : 32) * (0.8 + size * 0.2);
  const legGap = 22 + (size - 1) * 14;
  const cx = (n) => (x + n * scale).toFixed(1);
  const cy = (n) => (H * 0.06 + n * scale).toFixed(1);
  const head = `<ellipse cx="${cx(0)}" cy="${cy(110)}" rx="${s(44)}" ry="${s(52)}"/>`;
  const hair = female
    ? `<path d="M${cx(30)} ${cy(80)} q${s(60)} ${s(20)} ${s(40)} ${s(120)} q${s(-30)} ${s(-40)} ${s(-50)} ${s(-60)}z"/>`
    : '';
  const neck = `<rect x="${cx(-16)}" y="${cy(150)}" width="${s(32)}" height="${s(40)}" rx="${s(10)}"/>`;
  const torso = `<path d="M${cx(-shoulder)} ${cy(205)} Q${cx(0)} ${cy(180)} ${cx(shoulder)} ${cy(205)} Q${cx(waist + 8)} ${cy(300)} ${cx(waist)} ${cy(375)} Q${cx(hip + 4)} ${cy(420)} ${cx(hip)} ${cy(470)} L${cx(-hip)} ${cy(470)} Q${cx(-hip - 4)} ${cy(420)} ${cx(-waist)} ${cy(375)} Q${cx(-waist - 8)} ${cy(300)} ${cx(-shoulder)} ${cy(205)}Z"/>`;
  const arm = (side) =>
    victory
      ? `<path d="M${cx(side * (shoulder - 8))} ${cy(220)} Q${cx(side * (shoulder + 40))} ${cy(170)} ${cx(side * (shoulder + 44))} ${cy(60)}" stroke-width="${s(limb)}"/>`
      : `<path d="M${cx(side * (shoulder - 8))} ${cy(220)} Q${cx(side * (shoulder + 26))} ${cy(320)} ${cx(side * (shoulder + 18))} ${cy(440)}" stroke-width="${s(limb)}"/>`;
  const leg = (side) =>
    `<path d="M${cx(side * (hip - limb / 2))} ${cy(455)} Q${cx(side * (legGap + limb / 2))} ${cy(560)} ${cx(side * (legGap + 6))} ${cy(670)}" stroke-width="${s(limb * 1.25)}"/>`;
  return `<g fill="${tone}" stroke="${tone}" stroke-linecap="round">${head}${hair}${neck}${torso}<g fill="none">${arm(-1)}${arm(1)}${leg(-1)}${leg(1)}</g></g>`;
}

function backdrop(index, id) {
  const [top, bottom] = BACKDROPS[index % BACKDROPS.length];
  return `<defs><linearGradient id="bg${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient><radialGradient id="glow${id}" cx="0.5" cy="0.35" r="0.6"><stop offset="0" stop-color="#d4a017" stop-opacity="0.28"/><stop offset="1" stop-color="#d4a017" stop-opacity="0"/></radialGradient><linearGradient id="gold${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6d36b"/><stop offset="1" stop-color="#c8901a"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#bg${id})"/><rect width="${W}" height="${H}" fill="url(#glow${id})"/><g stroke="#f4f1e6" stroke-opacity="0.07" stroke-width="2">${Array.from(
    { length: 6 },
    (_, i) => `<line x1="${String(-100 + i * 140)}" y1="${String(H)}" x2="${String(100 + i * 140)}" y2="0"/>`,
  ).join('')}</g>`;
}

const floor = (x, rx) =>
  `<ellipse cx="${x.toFixed(1)}" cy="${String(H * 0.93)}" rx="${rx.toFixed(1)}" ry="16" fill="#000" fill-opacity="0.35"/>`;

const svg = (body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${String(W)} ${String(H)}" width="${String(W)}" height="${String(H)}">${body}</svg>\n`;

const BEFORE_TONE = '#6f7f78';
const people = [
  { female: true, before: 1.55, after: 1.0 },
  { female: false, before: 1.6, after: 1.05 },
  { female: true, before: 1.4, after: 0.95 },
  { female: false, before: 1.45, after: 1.0 },
  { female: true, before: 1.65, after: 1.1 },
  { female: false, before: 1.7, after: 1.1 },
  { female: true, before: 1.35, after: 0.95 },
  { female: false, before: 1.5, after: 1.0 },
  { female: true, before: 1.5, after: 1.0 },
  { female: false, before: 1.55, after: 1.05 },
  { female: true, before: 1.45, after: 1.0 },
  { female: false, before: 1.65, after: 1.05 },
];

// The sliders: one person per pair, before and after in the same frame.
for (const [index, person] of people.slice(0, 3).entries()) {
  const n = index + 1;
  for (const phase of ['before', 'after']) {
    const id = `${phase}${String(n)}`;
    const size = person[phase];
    const tone = phase === 'before' ? BEFORE_TONE : `url(#gold${id})`;
    writeFileSync(
      join(out, `slider-${String(n)}-${phase}.svg`),
      svg(
        `${backdrop(index + (phase === 'after' ? 1 : 0), id)}${floor(W / 2, 90 * size)}${figure({ x: W / 2, size, tone, female: person.female })}`,
      ),
    );
  }
}

// The twelve transformation cards: before (muted) and after (gold) side by side.
for (const [index, person] of people.entries()) {
  const n = index + 1;
  const id = `t${String(n)}`;
  const divider = `<line x1="${String(W / 2)}" y1="60" x2="${String(W / 2)}" y2="${String(H - 60)}" stroke="#d4a017" stroke-opacity="0.6" stroke-width="3" stroke-dasharray="2 10" stroke-linecap="round"/>`;
  writeFileSync(
    join(out, `transformation-${String(n).padStart(2, '0')}.svg`),
    svg(
      `${backdrop(index, id)}${divider}${floor(W * 0.27, 60 * person.before)}${floor(W * 0.73, 60 * person.after)}${figure({ x: W * 0.27, scale: 0.68, size: person.before, tone: BEFORE_TONE, female: person.female })}${figure({ x: W * 0.73, scale: 0.68, size: person.after, tone: `url(#gold${id})`, female: person.female, victory: index % 3 === 1 })}`,
    ),
  );
}
