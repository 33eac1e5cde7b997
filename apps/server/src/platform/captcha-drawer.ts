import { randomInt } from 'node:crypto';
import { createRequire } from 'node:module';

/** Draws the picture of a captcha and says what it reads. */
export type CaptchaDrawer = () => { text: string; svg: string };

interface PathCommand {
  type: 'M' | 'L' | 'Q' | 'C' | 'Z';
  x?: number;
  y?: number;
  x1?: number;
  y1?: number;
  x2?: number;
  y2?: number;
}
interface Font {
  getPath(text: string, x: number, y: number, size: number): { commands: PathCommand[] };
}

// The outline font svg-captcha ships (its dependency opentype.js reads it): loaded once.
const require = createRequire(import.meta.url);
const opentype = require('opentype.js') as { loadSync(file: string): Font };
const font = opentype.loadSync(require.resolve('svg-captcha/fonts/Comismsh.ttf'));

// No 0/O/Q, 1/I/L, 2/Z, 5/S, 8/B, 9/g/q: letters of either case (answers ignore case) and digits.
const alphabet = 'ACDEFHJKMNPRTUVWXYabdefhkmnprtuy346789';
const width = 150;
const height = 50;
const inks = ['#1d3557', '#5a189a', '#7f1d1d', '#14532d', '#1e3a8a', '#3f3f46'];

const uniform = (min: number, max: number) => min + (randomInt(1_000_000) / 1_000_000) * (max - min);
type Point = [number, number];

/**
 * A captcha a program cannot read by matching glyph outlines (issue 10, finding 6): svg-captcha
 * draws every glyph as its own fixed path, which a template matcher learns once. Here each render
 * differs: every glyph gets its own rotation, shear, scale and baseline, the whole text is bent by
 * two random waves, every curve is cut into a random number of straight pieces (so no outline keeps
 * its shape or its command sequence), the glyphs overlap and share one path with decoy fragments,
 * and noise curves of the same ink cross them. A person still reads four to five dark letters.
 */
export const hardenedCaptchaDrawer: CaptchaDrawer = () => {
  const length = 4 + randomInt(2);
  const text = Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
  const ink = inks[randomInt(inks.length)]!;
  const wave = {
    ax: uniform(1.5, 3),
    fx: uniform(0.08, 0.16),
    px: uniform(0, 6.3),
    ay: uniform(2, 4),
    fy: uniform(0.04, 0.09),
    py: uniform(0, 6.3),
  };
  const bend = ([x, y]: Point): Point => [
    x + wave.ax * Math.sin(y * wave.fx + wave.px),
    y + wave.ay * Math.sin(x * wave.fy + wave.py),
  ];
  const step = (width - 24) / length;
  const shapes: string[] = [];
  [...text].forEach((char, index) => {
    const size = uniform(36, 44);
    const centre: Point = [14 + step * (index + 0.5) + uniform(-3, 3), height / 2 + uniform(-4, 4)];
    shapes.push(outline(char, size, centre, glyphTransform(), bend));
  });
  // Decoys: small glyphs of other letters, so counting outlines says nothing.
  for (let i = 0; i < 2; i++) {
    const char = alphabet[randomInt(alphabet.length)]!;
    shapes.push(
      outline(char, uniform(7, 10), [uniform(10, width - 10), uniform(8, height - 8)], glyphTransform(), bend),
    );
  }
  const noise = Array.from({ length: 2 + randomInt(2) }, () => noiseCurve(bend));
  const glyphs = shuffle(shapes).join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="#f4f6fb"/>` +
    `<path fill="${ink}" stroke="${ink}" stroke-width="1.3" stroke-linejoin="round" d="${glyphs}"/>` +
    noise
      .map((d) => `<path fill="none" stroke="${ink}" stroke-width="${uniform(0.9, 1.4).toFixed(1)}" d="${d}"/>`)
      .join('') +
    `</svg>`;
  return { text, svg };
};

/** A per-glyph affine map around the glyph's centre: rotation, shear and scale. */
function glyphTransform() {
  const angle = (uniform(-25, 25) * Math.PI) / 180;
  const shear = uniform(-0.3, 0.3);
  const scale = uniform(0.85, 1.15);
  const cos = Math.cos(angle) * scale;
  const sin = Math.sin(angle) * scale;
  return ([x, y]: Point): Point => [cos * (x + shear * y) - sin * y, sin * (x + shear * y) + cos * y];
}

/** One glyph's outline, placed at `centre`, transformed, bent and flattened into straight pieces. */
function outline(char: string, size: number, centre: Point, transform: (p: Point) => Point, bend: (p: Point) => Point) {
  const { commands } = font.getPath(char, -size * 0.3, size * 0.35, size);
  const place = (p: Point): Point => {
    const [x, y] = transform(p);
    return bend([x + centre[0], y + centre[1]]);
  };
  let d = '';
  let current: Point = [0, 0];
  let start: Point = [0, 0];
  const lineTo = (p: Point) => {
    const [x, y] = place(p);
    d += `L${x.toFixed(1)} ${y.toFixed(1)}`;
  };
  for (const command of commands) {
    const to: Point = [command.x ?? 0, command.y ?? 0];
    if (command.type === 'M') {
      const [x, y] = place(to);
      d += `M${x.toFixed(1)} ${y.toFixed(1)}`;
      current = to;
      start = to;
    } else if (command.type === 'L') {
      lineTo(to);
      current = to;
    } else if (command.type === 'Q' || command.type === 'C') {
      const c1: Point = [command.x1 ?? 0, command.y1 ?? 0];
      const c2: Point = command.type === 'C' ? [command.x2 ?? 0, command.y2 ?? 0] : c1;
      const pieces = 2 + randomInt(4);
      for (let i = 1; i <= pieces; i++) lineTo(bezier(current, c1, c2, to, i / pieces));
      current = to;
    } else {
      lineTo(start);
      d += 'Z';
      current = start;
    }
  }
  return d;
}

function bezier(p0: Point, p1: Point, p2: Point, p3: Point, t: number): Point {
  const u = 1 - t;
  const a = u * u * u;
  const b = 3 * u * u * t;
  const c = 3 * u * t * t;
  const e = t * t * t;
  return [a * p0[0] + b * p1[0] + c * p2[0] + e * p3[0], a * p0[1] + b * p1[1] + c * p2[1] + e * p3[1]];
}

/** A curve across the whole picture, bent like the text. */
function noiseCurve(bend: (p: Point) => Point): string {
  const [a, b, c, e] = [0, 1, 2, 3].map((i) => bend([(width / 3) * i, uniform(10, height - 10)]));
  const f = (p: Point | undefined) => `${p![0].toFixed(1)} ${p![1].toFixed(1)}`;
  return `M${f(a)}C${f(b)},${f(c)},${f(e)}`;
}

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}
