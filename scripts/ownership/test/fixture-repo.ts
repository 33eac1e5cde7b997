import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A small repository laid out like ours: a `shop` module (routes, a relay table, drizzle and raw SQL writes, an
 * SQL function it owns and calls, two jobs), a `till` module that writes the shop's table too and calls the
 * shop's function from its own, a seed, two web features and contracts. Each extractor has one thing here to find, so a pattern that stops matching fails a test.
 */
export const fixtureFiles: Record<string, string> = {
  'packages/contracts/package.json': JSON.stringify({
    name: '@fixture/contracts',
    type: 'module',
    exports: { '.': './src/index.ts' },
  }),
  'packages/contracts/src/index.ts':
    "export * from './shop.js';\nexport * from './relay.js';\nexport * from './money.js';\n",
  'packages/contracts/src/money.ts': 'export function cents(amount: number) {\n  return Math.round(amount * 100);\n}\n',
  'packages/contracts/src/shop.ts': `
export const shopPaths = { cart: '/wps/shop/cart', item: '/wps/shop/item/:id' } as const;
export const shopRelays = { basket: 'SHOP_basket' } as const;
export interface Cart { id: number }
`,
  'packages/contracts/src/relay.ts': "export const relayPath = (name: string) => '/wps/relay/' + name;\n",
  'apps/server/src/db/schema/index.ts': `
import { pgTable } from 'drizzle-orm/pg-core';
export const carts = pgTable('carts', {});
export const items = pgTable('shop_items', {});
`,
  'apps/server/src/db/migrations/0000_init.sql': `
CREATE TABLE audit (id bigint);
--> statement-breakpoint
CREATE FUNCTION shop_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN INSERT INTO audit VALUES (1); RETURN NEW; END $$;
--> statement-breakpoint
CREATE TRIGGER carts_touched AFTER UPDATE OF total ON carts FOR EACH ROW EXECUTE FUNCTION shop_touch();
--> statement-breakpoint
CREATE FUNCTION old_fn() RETURNS void LANGUAGE sql AS $$ DELETE FROM carts $$;
`,
  'apps/server/src/db/migrations/0001_drop.sql': 'DROP FUNCTION old_fn;\n',
  'apps/server/src/db/functions/place_item.sql': `-- module: shop
CREATE OR REPLACE FUNCTION place_item(p bigint) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN INSERT INTO shop_items VALUES (p) ON CONFLICT DO NOTHING; END $fn$;
`,
  'apps/server/src/db/functions/till_close.sql': `-- module: till
-- Called by no code: the till writes audit through it all the same, and shop_items is the shop's write.
CREATE OR REPLACE FUNCTION till_close() RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN INSERT INTO audit VALUES (2); PERFORM place_item(2); END $fn$;
`,
  'apps/server/src/platform/scheduler.ts': `
export interface Job { name: string; everyMs: number; run(tx: unknown): Promise<number>; label?: string }
`,
  'apps/server/src/modules/shop/shop.routes.ts': `
import { shopPaths } from '@fixture/contracts';
import type { FastifyPluginAsync } from 'fastify';
export const shopRoutes: FastifyPluginAsync = async (app) => {
  app.get(shopPaths.cart, async () => ({}));
  app.post('/wps/shop/item/:id', async () => ({}));
};
`,
  'apps/server/src/modules/shop/shop.relay.ts': `
import { shopRelays, type Cart } from '@fixture/contracts';
import { type RelayTable, relayCall } from '../relay/relay.registry.js';
export function shopRelay(): RelayTable {
  return new Map([
    [shopRelays.basket, relayCall({ method: 'GET' })],
    ['SHOP_total', relayCall({ method: 'GET' })],
  ]);
}
`,
  'apps/server/src/modules/shop/shop.repository.ts': `
import { sql } from 'drizzle-orm';
import { carts, items as shopItems } from '../../db/schema/index.js';
export async function addCart(tx: any, id: number) {
  await tx.insert(carts).values({ id });
  await tx.execute(sql\`UPDATE \${shopItems} SET price = 1 WHERE id = \${id}\`);
  await tx.execute(sql\`SELECT place_item(\${id})\`);
  await tx.query('DELETE FROM carts WHERE id = $1', [id]);
  await tx.update(table).set({ id });
}
const table = pick();
`,
  'apps/server/src/modules/shop/shop.job.ts': `
import type { Job } from '../../platform/scheduler.js';
export const sweepJob = { name: 'shop.sweep', everyMs: 1000, run: async () => 0 };
export function nightlyJob(): Job {
  return { name: 'shop.nightly', everyMs: 86_400_000, run: async () => 0 };
}
const notAJob = { name: 'not.a.job', everyMs: 5 };
`,
  'apps/server/src/modules/shop/shop.view.ts':
    "import { cents } from '@fixture/contracts';\nexport const price = (n: number) => cents(n);\n",
  'apps/server/src/modules/till/till.repository.ts': `
export const closeTill = (tx: any) => tx.query('UPDATE carts SET total = 0');
export const restock = (tx: any) => tx.query('SELECT place_item(1)');
export const clear = (tx: any, table: string) => tx.query(\`DELETE FROM \${table}\`);
`,
  'apps/server/src/modules/till/till.messages.ts':
    'export const failed = (id: number) => `could not update $' + '{id}; try again`;\n',
  'apps/server/src/demo/seed.ts': `
import { items } from '../db/schema/index.js';
import { addCart } from '../modules/shop/shop.repository.js';
export const seed = (db: any) => db.insert(items).values({});
`,
  'apps/server/testing/arrange.ts':
    "export const arrangeCart = (db: any) => db.execute('INSERT INTO carts VALUES (1)');\n",
  'apps/web/src/features/basket/api/get-basket.ts': `
import { relayPath, shopPaths, shopRelays } from '@fixture/contracts';
export const getCart = () => get(shopPaths.cart);
export const getBasket = () => get(relayPath(shopRelays.basket));
`,
  'apps/web/src/features/item/api/get-item.ts': `
export const getItem = (id: number) => get(\`/wps/shop/item/\${id}\`);
export const lost = () => get('/wps/nowhere');
`,
  'apps/web/src/features/item/components/ItemCard.ts': "export const promoted = () => get('/wps/shop/cart');\n",
};

/** Writes the fixture repository into a fresh temporary folder; answers it and how to remove it. */
export function writeFixtureRepo(files = fixtureFiles): { root: string; remove: () => void } {
  const root = mkdtempSync(path.join(tmpdir(), 'ownership-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
