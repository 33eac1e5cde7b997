import { statSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order the unit run's files are handed to its workers:
 * - Project by project: the soak project first (its files are the longest), then the server's, then the
 *   web's, then the small ones. The server and web projects are not isolated, and Vitest hands a worker's
 *   loaded modules to the next file only when that file is of the same project: files of projects mixed
 *   together had each worker start again (import the server's ~800 modules, or jsdom and React) at almost
 *   every file.
 * - Within a project, the longest first (Vitest's durations of an earlier run; on a clean clone such as CI's,
 *   the larger files), so the workers finish together rather than one long file starting last.
 */
export default class LongestFirstSequencer extends BaseSequencer {
  static readonly projectOrder = ['soak', 'server', 'web'];

  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const cache = this.ctx.cache;
    const key = (file: TestSpecification) => `${file.project.name}:${this.relative(file)}`;
    const durations = files.map((file) => cache.getFileTestResults(key(file))?.duration);
    const known = durations.every((duration) => duration !== undefined);
    const length = new Map(
      files.map((file, index) => [file, known ? durations[index]! : statSync(file.moduleId).size] as const),
    );
    const rank = (file: TestSpecification) => {
      const index = LongestFirstSequencer.projectOrder.indexOf(file.project.name);
      return index === -1 ? LongestFirstSequencer.projectOrder.length : index;
    };
    return [...files].sort((a, b) => rank(a) - rank(b) || length.get(b)! - length.get(a)!);
  }

  private relative(file: TestSpecification): string {
    return file.moduleId.slice(this.ctx.config.root.length + 1);
  }
}
