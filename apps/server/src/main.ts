import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { assertReachable, resolveDatabase } from './db/bootstrap.js';
import { connectDatabase } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { sealServiceChannels } from './demo/seal-service-channels.js';
import { seedDemoIfEmpty } from './demo/seed.js';

const say = (message: string) => process.stdout.write(`${message}\n`);

async function main(): Promise<void> {
  const config = loadConfig();
  const target = await resolveDatabase(config, say);
  await assertReachable(target.url);
  const database = connectDatabase(target.url, { max: 20 });
  await migrateDatabase(database.db);
  if (config.SEED_DEMO && (await seedDemoIfEmpty(database.db))) say('Seeded the demo sites AUR and LTS');
  const app = await buildApp({ config, database });
  await sealServiceChannels(database.db, app.secrets);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'draining requests and stopping');
    await app.close();
    await database.close();
    await target.embedded?.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
  say(`Portal ready at http://localhost:${config.PORT} (second demo site: http://site2.localhost:${config.PORT})`);
}

main().catch((error: unknown) => {
  process.stderr.write(`Portal failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
