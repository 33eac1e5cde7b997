import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { landsOn } from '../endpoints.js';
import { layout } from '../layout.js';
import { buildMap, type OwnershipMap } from '../model.js';
import { readRepo } from '../read-repo.js';
import { renderMap } from '../render.js';
import { schemaChangesOf, writesInSql } from '../sql.js';
import { fixtureFiles, writeFixtureRepo } from './fixture-repo.js';

let map: OwnershipMap;
let remove: () => void;

beforeAll(async () => {
  const fixture = writeFixtureRepo();
  remove = fixture.remove;
  map = buildMap(await readRepo(fixture.root, layout), layout);
});
afterAll(() => remove());

const moduleNamed = (name: string) => map.modules.find((owner) => owner.name === name)!;
const entries = (through: Map<string, Set<string>>) => [...through].map(([table, by]) => [table, [...by]]);

describe('the ownership map of a small repository', () => {
  it('finds every module folder, the paths its Fastify files serve and the relays it adds', () => {
    expect(map.modules.map((owner) => owner.name)).toEqual(['shop', 'till']);
    const shop = moduleNamed('shop');
    expect(shop.routes).toEqual(['/wps/shop/cart', '/wps/shop/item/:id']);
    expect(shop.relays).toEqual(['SHOP_basket', 'SHOP_total']);
  });

  it('names the web features whose calls land on the module, and the calls that land nowhere', () => {
    expect(moduleNamed('shop').webCallers).toEqual(['basket', 'item']);
    expect(moduleNamed('till').webCallers).toEqual([]);
    expect([...map.unmatchedCalls]).toEqual([['item', ['/wps/nowhere']]]);
  });

  it('maps the names a module imports from contracts to the file that declares them', () => {
    // shop.view.ts has nothing else to find: it is read for its imports only.
    expect(moduleNamed('shop').contractsFiles).toEqual([
      'packages/contracts/src/money.ts',
      'packages/contracts/src/shop.ts',
    ]);
  });

  it('reads drizzle and raw SQL writes, through an aliased import and a table interpolated in SQL', () => {
    const shop = moduleNamed('shop');
    expect([...shop.writes].map(([table, kinds]) => [table, [...kinds].sort()])).toEqual([
      ['carts', ['delete', 'insert']],
      ['shop_items', ['update']],
    ]);
    expect(shop.unresolved).toEqual(['apps/server/src/modules/shop/shop.repository.ts']);
    // `DELETE FROM ${table}` names no table; "could not update ${id}" in a message is no statement.
    expect(moduleNamed('till').unresolved).toEqual(['apps/server/src/modules/till/till.repository.ts']);
  });

  it('follows the SQL functions a module calls and the triggers its writes fire', () => {
    const shop = moduleNamed('shop');
    expect(shop.functions).toEqual(['place_item']);
    expect(entries(shop.viaFunctions)).toEqual([['shop_items', ['place_item']]]);
    expect(shop.triggers).toEqual([]);
    const till = moduleNamed('till');
    expect(till.triggers).toEqual(['carts_touched on carts -> shop_touch()']);
    expect(entries(till.viaTriggers)).toEqual([['audit', ['carts_touched']]]);
  });

  it("counts a function's writes for the module its file names, whoever calls it", () => {
    expect(moduleNamed('shop').ownedFunctions).toEqual(['place_item']);
    const till = moduleNamed('till');
    // The till calls the shop's place_item (in its code and in its own till_close): shop_items stays the shop's.
    expect(till.functions).toEqual(['place_item']);
    expect(till.ownedFunctions).toEqual(['till_close']);
    expect(entries(till.viaFunctions)).toEqual([['audit', ['till_close']]]);
    expect(till.modulesUsed).toEqual(['shop']);
  });

  it('refuses a function file that names no module', async () => {
    const fixture = writeFixtureRepo({
      ...fixtureFiles,
      'apps/server/src/db/functions/lost.sql':
        '-- module: nowhere\nCREATE FUNCTION lost() RETURNS void LANGUAGE sql AS $$ SELECT 1 $$;\n',
    });
    try {
      const facts = await readRepo(fixture.root, layout);
      expect(() => buildMap(facts, layout)).toThrow('lost.sql: `-- module: nowhere` names no folder');
    } finally {
      fixture.remove();
    }
  });

  it('finds the objects shaped like a Job, typed or not, by name', () => {
    expect(moduleNamed('shop').jobs).toEqual(['shop.nightly', 'shop.sweep']);
  });

  it('reports the writers outside the modules and the modules they go through', () => {
    const seed = map.outside.find((owner) => owner.folder === 'apps/server/src/demo')!;
    expect([...seed.writes.keys()]).toEqual(['shop_items']);
    expect(seed.modulesUsed).toEqual(['shop']);
    const testing = map.outside.find((owner) => owner.folder === 'apps/server/testing')!;
    expect([...testing.writes.keys()]).toEqual(['carts']);
  });

  it('lists the tables with more than one writing module', () => {
    const text = renderMap(map, layout);
    expect(text).toContain('- `carts`: shop (ID), till (U)');
    expect(text).not.toContain('- `shop_items`');
    expect(text).toContain('| `shop_items` | shop | src/demo | - |');
    expect(text).toContain('| `audit` | till | - | `carts_touched` |');
    expect(text).not.toContain('old_fn');
  });
});

describe('reading SQL', () => {
  const tables = new Set(['members', 'postings']);

  it('finds INSERT, INSERT ... ON CONFLICT, UPDATE with an alias, DELETE and TRUNCATE of known tables only', () => {
    const text = `INSERT INTO public.members (id) VALUES (1) ON CONFLICT (id) DO UPDATE SET id = 2;
      UPDATE postings p SET amount = 0; DELETE FROM "members" WHERE true; TRUNCATE postings;
      -- delete from the list, then update members of the team`;
    expect(writesInSql(text, tables)).toEqual([
      { table: 'members', kind: 'insert' },
      { table: 'postings', kind: 'update' },
      { table: 'members', kind: 'delete' },
      { table: 'postings', kind: 'truncate' },
    ]);
  });

  it('replays definitions in order: a dropped function is gone, a trigger keeps its events', () => {
    const changes = schemaChangesOf(`CREATE FUNCTION f() RETURNS void AS $$ SELECT 1 $$ LANGUAGE sql;
      CREATE TRIGGER t BEFORE INSERT OR UPDATE OF a ON members FOR EACH ROW EXECUTE PROCEDURE f();
      DROP FUNCTION IF EXISTS f;`);
    expect(changes.map((change) => change.kind)).toEqual(['function', 'trigger', 'drop-function']);
    expect(changes[1]).toEqual({
      kind: 'trigger',
      definition: { name: 't', table: 'members', events: ['insert', 'update'], function: 'f' },
    });
  });
});

describe('matching a called path to a route', () => {
  const endpoints = [
    { path: '/wps/relay/:name', module: 'relay' },
    { path: '/wps/relay/GCS_x', module: 'wallet' },
    { path: '/wps/game/:id/launch', module: 'games' },
  ];

  it('prefers the route with fewer parameters, as the router does', () => {
    expect(landsOn('/wps/relay/GCS_x', endpoints)).toEqual([endpoints[1]]);
    expect(landsOn('/wps/relay/other', endpoints)).toEqual([endpoints[0]]);
  });

  it('lets a part filled in at run time stand for a parameter', () => {
    expect(landsOn('/wps/game/:param/launch', endpoints)).toEqual([endpoints[2]]);
    expect(landsOn('/wps/game/launch', endpoints)).toEqual([]);
  });
});
