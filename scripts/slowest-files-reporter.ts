import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** Where each Vitest run leaves its files' times, for `scripts/test-stages.mjs` to rank at the end. */
export const timesFolder = path.resolve(import.meta.dirname, '../.test-times');

export interface FileTime {
  project: string;
  file: string;
  seconds: number;
}

/**
 * Records how long each test file took (its environment, imports, hooks and tests: what a worker spent on it)
 * and writes them to `.test-times/<run>.json`, so the slowest files of the whole `npm test` can be listed
 * together at its end instead of being lost in each run's scroll.
 */
export default class SlowestFilesReporter implements Reporter {
  constructor(private readonly run: string) {}

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const times: FileTime[] = modules.map((module) => {
      const d = module.diagnostic();
      const ms = d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration;
      return {
        project: module.project.name,
        file: path.relative(process.cwd(), module.moduleId),
        seconds: Math.round(ms / 100) / 10,
      };
    });
    mkdirSync(timesFolder, { recursive: true });
    writeFileSync(path.join(timesFolder, `${this.run}.json`), JSON.stringify(times));
  }
}
