import { buildGameServer } from './app.js';
import { loadConfig } from './config.js';
import { connectGameDatabase } from './db/client.js';
import { migrateGameDatabase } from './db/migrate.js';
import { warmModelFigures } from './slots/slot-rounds.service.js';

const say = (message: string) => process.stdout.write(`${message}\n`);

async function main(): Promise<void> {
  const config = loadConfig();
  const database = connectGameDatabase(config.GAME_DATABASE_URL, { max: 20 });
  await migrateGameDatabase(database.db);
  const app = await buildGameServer({ config, database });
  // Every second: rounds a stopped process left staking get their rollback queued, rounds left waiting in ended
  // sessions are finished, and the wins and rollbacks owed to the wallet are delivered until accepted. A restart
  // resumes them.
  let draining = false;
  let failing = false;
  const drain = setInterval(() => {
    if (draining) return;
    draining = true;
    app.moneyRounds
      .rollBackStaleStakes()
      .then(() => app.houseRounds.finishAbandoned())
      .then(() => app.walletQueue.drainDue())
      .then(() => {
        if (failing) app.log.info('wallet queue drains again');
        failing = false;
      })
      .catch((error: unknown) => {
        // Once per outage, not every second of it.
        if (!failing) app.log.warn({ err: error }, 'wallet queue could not be drained; retrying every second');
        failing = true;
      })
      .finally(() => {
        draining = false;
      });
  }, 1000);

  // The live tables' clock: a quarter of a second is the most a round closes late.
  let dealing = false;
  const deal = setInterval(() => {
    if (dealing) return;
    dealing = true;
    app.liveDealer
      .tick()
      .catch((error: unknown) => app.log.warn({ err: error }, 'live tables not dealt; retrying'))
      .finally(() => {
        dealing = false;
      });
  }, 250);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'draining requests and stopping');
    clearInterval(drain);
    clearInterval(deal);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
  // The slot models' exact figures (a second or so each), before players ask for them.
  void warmModelFigures();
  say(`Game server ready at http://${config.HOST}:${config.PORT}`);
}

main().catch((error: unknown) => {
  process.stderr.write(`Game server failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
