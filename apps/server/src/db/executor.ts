import type { Database } from './client.js';

/** A transaction handle or the database: repository functions run inside the caller's transaction. */
export type Executor = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;
