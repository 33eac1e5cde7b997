import { operatorPasswordField } from '@portal/contracts';
import { sites } from '../db/schema/index.js';
import { insertOperator } from '../modules/operator/operator.repository.js';
import { hashPassword } from '../platform/passwords.js';
import { withCommandDatabase } from './database.js';

/**
 * `OPERATOR_PASSWORD=… npm run operator:create -w apps/server -- <username> [SITE,SITE]`: creates an
 * operator for the listed merchant codes, or for every site when none is given. The password comes
 * from the environment so it never lands in the shell history.
 */
const [username, siteList] = process.argv.slice(2);
const password = process.env.OPERATOR_PASSWORD ?? '';
if (!username || !operatorPasswordField.safeParse(password).success) {
  process.stderr.write('usage: OPERATOR_PASSWORD=<10+ characters> operator:create <username> [SITE,SITE]\n');
  process.exit(2);
}
await withCommandDatabase(async (db) => {
  let siteIds: number[] | null = null;
  if (siteList) {
    const wanted = siteList.split(',').map((code) => code.trim().toLowerCase());
    const known = await db.select({ id: sites.id, code: sites.code }).from(sites);
    const missing = wanted.filter((code) => !known.some((site) => site.code.toLowerCase() === code));
    if (missing.length > 0) throw new Error(`no such site: ${missing.join(', ')}`);
    siteIds = known.filter((site) => wanted.includes(site.code.toLowerCase())).map((site) => site.id);
  }
  const operator = await insertOperator(db, username, await hashPassword(password), siteIds);
  process.stdout.write(`operator ${operator.username} created for ${siteIds ? siteList : 'every site'}\n`);
});
