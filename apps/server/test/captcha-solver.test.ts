import svgCaptcha from 'svg-captcha';
import { describe, expect, it } from 'vitest';
import { type CaptchaDrawer, hardenedCaptchaDrawer } from '../src/platform/captcha-drawer.js';

/**
 * The attack that read svg-captcha 500 times out of 500 (issue 10, finding 6): every filled path of
 * the picture is taken for one glyph; its outline (the sequence of path commands, and the points
 * scaled into the glyph's own box) is matched against outlines learnt from captchas whose answers
 * are known; the glyphs read left to right give the answer.
 */
interface Outline {
  commands: string;
  points: number[];
  left: number;
}

function outlinesOf(svg: string): Outline[] {
  const outlines: Outline[] = [];
  for (const match of svg.matchAll(/<path([^>]*)>/g)) {
    const attributes = match[1]!;
    if (/fill="none"/.test(attributes)) continue;
    const d = /\bd="([^"]+)"/.exec(attributes)?.[1];
    if (!d) continue;
    const commands = d.replace(/[^A-Za-z]/g, '');
    const numbers = (d.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);
    const xs = numbers.filter((_, i) => i % 2 === 0);
    const ys = numbers.filter((_, i) => i % 2 === 1);
    const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    const points = numbers.map((value, i) =>
      i % 2 === 0 ? (value - minX) / (maxX - minX || 1) : (value - minY) / (maxY - minY || 1),
    );
    outlines.push({ commands, points, left: minX });
  }
  return outlines.sort((a, b) => a.left - b.left);
}

function learn(drawer: CaptchaDrawer, samples: number) {
  const templates: { char: string; outline: Outline }[] = [];
  for (let i = 0; i < samples; i++) {
    const { text, svg } = drawer();
    const outlines = outlinesOf(svg);
    if (outlines.length !== text.length) continue; // the outlines are not the glyphs: nothing to learn
    outlines.forEach((outline, index) => {
      templates.push({ char: text[index]!.toLowerCase(), outline });
    });
  }
  return templates;
}

function read(svg: string, templates: { char: string; outline: Outline }[]): string {
  return outlinesOf(svg)
    .map((outline) => {
      let best = { char: '?', distance: Number.POSITIVE_INFINITY };
      for (const template of templates) {
        if (template.outline.commands !== outline.commands) continue;
        const distance =
          template.outline.points.reduce((sum, value, i) => sum + Math.abs(value - (outline.points[i] ?? 0)), 0) /
          template.outline.points.length;
        if (distance < best.distance) best = { char: template.char, distance };
      }
      return best.char;
    })
    .join('');
}

function solveRate(drawer: CaptchaDrawer, training: number, trials: number): number {
  const templates = learn(drawer, training);
  let solved = 0;
  for (let i = 0; i < trials; i++) {
    const { text, svg } = drawer();
    if (read(svg, templates) === text.toLowerCase()) solved++;
  }
  return solved / trials;
}

const stockSvgCaptcha: CaptchaDrawer = () => {
  const drawn = svgCaptcha.create({ size: 4, noise: 3, ignoreChars: '0oO1iIlL', color: true, background: '#f4f6fb' });
  return { text: drawn.text, svg: drawn.data };
};

describe('the captcha against a template matcher', () => {
  it('the matcher is a real attack: it reads svg-captcha as it was drawn before', () => {
    const rate = solveRate(stockSvgCaptcha, 200, 200);
    expect(rate).toBeGreaterThan(0.9);
  });

  it('reads fewer than 5 % of the captchas the portal draws now', () => {
    const rate = solveRate(hardenedCaptchaDrawer, 200, 500);
    expect(rate).toBeLessThan(0.05);
  });

  it('draws a different picture every time, even for the same text', () => {
    const pictures = new Set(Array.from({ length: 50 }, () => hardenedCaptchaDrawer().svg));
    expect(pictures.size).toBe(50);
  });
});
