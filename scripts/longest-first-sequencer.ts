import { statSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Starts the longest files first, across all projects, so three workers finish together instead of one long
 * file starting last and running alone. A clean clone (CI) has no times from an earlier run: there the soak
 * project goes first, then the larger files. With Vitest's cache of earlier durations, its own order is kept.
 */
export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const cache = this.ctx.cache;
    const known = files.every((file) => cache.getFileTestResults(`${file.project.name}:${this.relative(file)}`));
    if (known) return super.sort(files);
    const size = (file: TestSpecification) => statSync(file.moduleId).size;
    const soakFirst = (file: TestSpecification) => (file.project.name === 'soak' ? 0 : 1);
    return [...files].sort((a, b) => soakFirst(a) - soakFirst(b) || size(b) - size(a));
  }

  private relative(file: TestSpecification): string {
    return file.moduleId.slice(this.ctx.config.root.length + 1);
  }
}
