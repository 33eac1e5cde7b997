import { connectDatabase, type Database } from '../src/db/client.js';

/** One short-lived connection to the portal's database for one arrangement, closed whatever happens. */
export async function withConnection<T>(databaseUrl: string, work: (db: Database) => Promise<T>, max = 1): Promise<T> {
  const database = connectDatabase(databaseUrl, { max });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}
