import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));
const cli = path.resolve(here, '../../node_modules/lighthouse/cli/index.js');
export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export interface LighthouseRun {
  score: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
}

/**
 * One Lighthouse performance run (its default: a mobile device, simulated slow 4G and a 4x slower CPU).
 * Chromium now and then records a trace Lighthouse cannot read (NO_NAVSTART, NO_FCP): such a run is
 * made again, up to three times.
 */
export async function lighthouse(url: string, preset?: 'desktop'): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url, preset);
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

async function lighthouseOnce(url: string, preset?: 'desktop'): Promise<LighthouseRun> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lighthouse-'));
  const output = path.join(dir, 'report.json');
  try {
    await run(
      process.execPath,
      [
        cli,
        url,
        '--only-categories=performance',
        '--output=json',
        `--output-path=${output}`,
        '--quiet',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
        ...(preset ? [`--preset=${preset}`] : []),
      ],
      { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 64 * 1024 * 1024 },
    );
    // LIGHTHOUSE_REPORT_DIR keeps each run's whole report, to see what a score is made of (the LCP element, the
    // main thread's work, what blocked the first paint).
    const keep = process.env.LIGHTHOUSE_REPORT_DIR;
    if (keep) await copyFile(output, path.join(keep, `${preset ?? 'mobile'}-${Date.now()}.json`));
    const report = JSON.parse(await readFile(output, 'utf8'));
    if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.code}`);
    const audit = (id: string) => Number(report.audits[id]?.numericValue ?? Number.NaN);
    return {
      score: Math.round(Number(report.categories.performance.score) * 100),
      firstContentfulPaintMs: audit('first-contentful-paint'),
      largestContentfulPaintMs: audit('largest-contentful-paint'),
      totalBlockingTimeMs: audit('total-blocking-time'),
      cumulativeLayoutShift: audit('cumulative-layout-shift'),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
