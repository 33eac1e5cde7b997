import { afterEach, beforeEach, vi } from 'vitest';

/**
 * The clock at 20:00 UTC on 15 January 2025, already the 16th at the test site (Asia/Ho_Chi_Minh,
 * UTC+7): the pages' ranges are the site's days. Call at the top of a test file.
 */
export function atSiteEvening() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-01-15T20:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}
