import { desc, eq } from 'drizzle-orm';
import { inject } from 'vitest';
import { connectDatabase } from '../../apps/server/src/db/client.js';
import { outbox } from '../../apps/server/src/db/schema/index.js';
import { smsCodeIn } from '../../apps/server/test/portal-client.js';

/** The latest SMS code the local provider "sent" to a number, read from the outbox table. */
export async function lastSmsCode(recipient: string): Promise<string> {
  const database = connectDatabase(inject('databaseUrl'), { max: 1 });
  try {
    const [message] = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, recipient))
      .orderBy(desc(outbox.id))
      .limit(1);
    if (!message) throw new Error(`nothing was sent to ${recipient}`);
    return smsCodeIn(message.body);
  } finally {
    await database.close();
  }
}
