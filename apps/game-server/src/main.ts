import { buildGameServer } from './app.js';
import { startBackgroundWork } from './background.js';
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
  const stopBackground = startBackgroundWork(app);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'draining requests and stopping');
    stopBackground();
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
