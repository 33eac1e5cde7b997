import { startPortal } from '@portal/server/testing';
import { afterAll, beforeAll, inject } from 'vitest';
import { runningPortal } from './portal.js';

// A setup file (vitest.config.ts): it runs again before every journey file, so each file starts its own portal
// on its own clone of the seeded demo template and drops it after its journeys.
beforeAll(async () => {
  runningPortal.current = await startPortal({
    webDist: inject('webDist'),
    from: { serverUrl: inject('serverUrl'), template: inject('templateDatabase') },
    merchant: 'AUR',
  });
}, 120_000);

afterAll(async () => {
  await runningPortal.current?.close();
  runningPortal.current = undefined;
});
