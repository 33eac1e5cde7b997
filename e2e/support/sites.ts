import { eq } from 'drizzle-orm';
import { inject } from 'vitest';
import { connectDatabase } from '../../apps/server/src/db/client.js';
import { sites } from '../../apps/server/src/db/schema/index.js';
import { insertMember } from '../../apps/server/src/modules/identity/member.repository.js';
import { hashPassword } from '../../apps/server/src/platform/passwords.js';
import { buildSite } from '../../apps/server/test/factories.js';

/**
 * A site of its own for a journey that changes site state, reachable at `<code>.test.localhost`
 * (Chromium resolves every *.localhost name to this machine), so other journeys never see it.
 */
export async function siteWithStatus(status: 0 | 1 | 2, overrides: { blockedCountries?: string[] } = {}) {
  const database = connectDatabase(inject('databaseUrl'), { max: 1 });
  try {
    const site = await buildSite(database.db, { site: { status, ...overrides } });
    return { ...site, url: `http://${site.domain}:${inject('port')}` };
  } finally {
    await database.close();
  }
}

export async function setSiteStatus(siteId: number, status: 0 | 1 | 2): Promise<void> {
  const database = connectDatabase(inject('databaseUrl'), { max: 1 });
  try {
    await database.db.update(sites).set({ status }).where(eq(sites.id, siteId));
  } finally {
    await database.close();
  }
}

/** A member of the default demo site (AUR) with a chosen password and type (0 player, 1 agent). */
export async function addMember(username: string, password: string, memberType: number): Promise<void> {
  const database = connectDatabase(inject('databaseUrl'), { max: 1 });
  try {
    const [site] = await database.db.select().from(sites).where(eq(sites.code, 'AUR'));
    await insertMember(
      database.db,
      { siteId: site!.id, username, passwordHash: await hashPassword(password), memberType, nickname: username },
      site!.currencyCode,
    );
  } finally {
    await database.close();
  }
}
