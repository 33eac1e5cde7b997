import { startGameServer, testVendorLink } from '@portal/game-server/testing';
import { findFreePort, startPortal } from '@portal/server/testing';
import { afterAll, beforeAll, inject } from 'vitest';
import { runningGameServer, runningPortal } from './portal.js';

// A setup file (vitest.config.ts): it runs again before every journey file, so each file starts its own portal
// on its own clone of the seeded demo template, with its own game server beside it (the RNG studios' titles
// play there, reached over HTTP), and drops both after its journeys.
beforeAll(async () => {
  const gamePort = await findFreePort();
  runningPortal.current = await startPortal({
    webDist: inject('webDist'),
    from: { serverUrl: inject('serverUrl'), template: inject('templateDatabase') },
    merchant: 'AUR',
    config: {
      GAME_SERVER_URL: `http://127.0.0.1:${gamePort}`,
      GAME_SERVER_SECRET: testVendorLink.secret,
      GAME_SERVER_OPERATOR: testVendorLink.operator,
    },
  });
  runningGameServer.current = await startGameServer({
    databaseServerUrl: inject('serverUrl'),
    portalUrl: `http://127.0.0.1:${runningPortal.current.port}`,
    port: gamePort,
  });
}, 120_000);

afterAll(async () => {
  await runningGameServer.current?.close();
  runningGameServer.current = undefined;
  await runningPortal.current?.close();
  runningPortal.current = undefined;
});
