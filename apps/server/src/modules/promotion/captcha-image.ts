import { createHash, randomInt } from 'node:crypto';
import { CAPTCHA_LENGTH } from '@tz-loan/contract/platform/constants';
import { CAPTCHA_ALPHABET, GLYPHS } from './captcha-glyphs.ts';

// Drawn here rather than with svg-captcha: that package has had no release since 2019 and ships font
// files to turn text into outlines. A stroke font of 23 characters does the same in a few lines, and
// the picture carries no text node a script could read. It is a speed bump, not a wall: the limits
// per phone and per address are what stop SMS pumping.

const WIDTH = 120;
const HEIGHT = 44;

/** A new captcha's characters. */
export const newCaptchaText = () =>
  Array.from({ length: CAPTCHA_LENGTH }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]).join('');

/** A seeded random source (mulberry32): one sid always shows the same picture. */
const seeded = (seed: string) => {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0);
  return (min: number, max: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return min + (((t ^ (t >>> 14)) >>> 0) / 4_294_967_296) * (max - min);
  };
};

const n = (value: number) => value.toFixed(1);
const colour = (random: (min: number, max: number) => number) =>
  `hsl(${Math.round(random(0, 360))},${Math.round(random(45, 75))}%,${Math.round(random(22, 38))}%)`;

/** The characters, each turned, scaled and shaken, over curves and dots: an SVG of paths only. */
export const captchaSvg = (text: string, sid: string) => {
  const random = seeded(`${sid}:${text}`);
  const parts: string[] = [];
  for (let i = 0; i < 14; i++) {
    parts.push(
      `<circle cx="${n(random(0, WIDTH))}" cy="${n(random(0, HEIGHT))}" r="${n(random(0.8, 1.8))}" fill="${colour(random)}"/>`,
    );
  }
  [...text].forEach((character, index) => {
    const glyph = GLYPHS[character] ?? [];
    const scale = random(4.2, 5.2);
    const angle = (random(-22, 22) * Math.PI) / 180;
    const cx = 18 + index * 28 + random(-3, 3);
    const cy = HEIGHT / 2 + random(-3, 3);
    const place = ([x, y]: readonly [number, number]) => {
      const dx = (x - 2 + random(-0.25, 0.25)) * scale;
      const dy = (y - 3 + random(-0.25, 0.25)) * scale * 0.95;
      return `${n(cx + dx * Math.cos(angle) - dy * Math.sin(angle))} ${n(cy + dx * Math.sin(angle) + dy * Math.cos(angle))}`;
    };
    const d = glyph.map((stroke) => `M${stroke.map(place).join('L')}`).join('');
    parts.push(`<path d="${d}" stroke="${colour(random)}" stroke-width="${n(random(2.2, 3))}"/>`);
  });
  for (let i = 0; i < 3; i++) {
    const y = () => n(random(4, HEIGHT - 4));
    parts.push(
      `<path d="M0 ${y()}C${n(random(20, 50))} ${y()} ${n(random(70, 100))} ${y()} ${WIDTH} ${y()}" stroke="${colour(random)}" stroke-width="${n(random(1, 1.8))}"/>`,
    );
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#f3f5f7"/>` +
    `<g fill="none" stroke-linecap="round" stroke-linejoin="round">${parts.join('')}</g></svg>`
  );
};
