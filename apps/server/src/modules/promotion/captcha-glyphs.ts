// A small stroke font for the captcha: each character is polylines on a 4 × 6 grid (y grows down),
// written `x,y x,y …` with `|` between strokes. Characters people confuse (0/O, 1/I/L, 2/Z, 5/S, 8/B)
// are left out, so what a person reads is what they type.

type Point = readonly [number, number];
export type Glyph = readonly (readonly Point[])[];

const P = '0,6 0,0 3,0 4,1 4,2 3,3 0,3';

const STROKES: Readonly<Record<string, string>> = {
  A: '0,6 2,0 4,6|0.8,3.6 3.2,3.6',
  C: '4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5',
  D: '0,0 0,6 3,6 4,5 4,1 3,0 0,0',
  E: '4,0 0,0 0,6 4,6|0,3 3,3',
  F: '4,0 0,0 0,6|0,3 3,3',
  H: '0,0 0,6|4,0 4,6|0,3 4,3',
  J: '1,0 4,0|3,0 3,5 2,6 1,6 0,5',
  K: '0,0 0,6|4,0 0,3.5|1.4,2.6 4,6',
  M: '0,6 0,0 2,3 4,0 4,6',
  N: '0,6 0,0 4,6 4,0',
  P,
  R: `${P}|2,3 4,6`,
  T: '0,0 4,0|2,0 2,6',
  U: '0,0 0,5 1,6 3,6 4,5 4,0',
  V: '0,0 2,6 4,0',
  W: '0,0 1,6 2,2 3,6 4,0',
  X: '0,0 4,6|4,0 0,6',
  Y: '0,0 2,3 4,0|2,3 2,6',
  '3': '0,0 4,0 2,2.5 3,2.5 4,3.5 4,5 3,6 1,6 0,5',
  '4': '3,6 3,0 0,4 4,4',
  '6': '4,0 2,0 0,2 0,5 1,6 3,6 4,5 4,4 3,3 0,3',
  '7': '0,0 4,0 1.5,6',
  '9': '4,3 1,3 0,2 0,1 1,0 3,0 4,1 4,4 2,6 0,6',
};

const parse = (strokes: string): Glyph =>
  strokes.split('|').map((stroke) =>
    stroke.split(' ').map((pair): Point => {
      const [x = 0, y = 0] = pair.split(',').map(Number);
      return [x, y];
    }),
  );

export const GLYPHS: Readonly<Record<string, Glyph>> = Object.fromEntries(
  Object.entries(STROKES).map(([character, strokes]) => [character, parse(strokes)]),
);

/** The characters a captcha is made of. */
export const CAPTCHA_ALPHABET = Object.keys(STROKES).join('');
