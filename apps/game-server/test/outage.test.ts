import { gameClientPaths, vendorPaths } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { buildGameServer } from '../src/app.js';
import { testGameServerConfig } from '../src/config.js';
import { connectGameDatabase } from '../src/db/client.js';

describe('the game server without its database', () => {
  it('answers 503 for health and for the client, and does not crash', async () => {
    // Nothing listens on port 1: every connection is refused at once.
    const url = 'postgres://nobody@127.0.0.1:1/games';
    const database = connectGameDatabase(url, { max: 1 });
    const app = await buildGameServer({ config: testGameServerConfig({ GAME_DATABASE_URL: url }), database });
    try {
      const health = await app.inject({ url: vendorPaths.health });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ code: 'UNAVAILABLE' });
      const fairness = await app.inject({ url: `${gameClientPaths.fairness}?session=${'C'.repeat(43)}` });
      expect(fairness.statusCode).toBe(503);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
