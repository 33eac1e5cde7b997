import { describe, expect, it } from 'vitest';
import { migrateDatabase } from '../src/db/migrate.js';
import { databaseBeforeMigration, rowsOf } from './migrated-before.js';

// Migration 0066 (issue 27): the sportsbook studios become the game server's transfer-wallet vendors, the four
// that had only a lobby get their centre's entries, and money a member had moved into one of these wallets while
// the portal kept them becomes a pending transfer in, for the transfers job to send to the vendor.

describe('migration 0066 on a demo database of before', () => {
  it('moves the studios to the game server, fills their entries and sends the money parked there', async () => {
    const database = await databaseBeforeMigration(66);
    try {
      await database.pool.query(before);
      await migrateDatabase(database.db);
      expect(await rowsOf(database, 'SELECT code, wallet_mode, provider FROM vendors ORDER BY code')).toEqual([
        { code: 'GALO', wallet_mode: 'transfer', provider: 'game-server' },
        { code: 'OTHR', wallet_mode: 'seamless', provider: 'external' },
        { code: 'SV3', wallet_mode: 'transfer', provider: 'game-server' },
      ]);
      expect(
        await rowsOf(database, `SELECT game_code, is_game FROM games WHERE vendor_code = 'SV3' ORDER BY sort_order`),
      ).toEqual([
        { game_code: 'lobby', is_game: false },
        { game_code: 'derby-night', is_game: true },
      ]);
      expect(
        await rowsOf(
          database,
          `SELECT member_id::text, vendor_code, direction, amount::text, status, transfer_key FROM vendor_transfers`,
        ),
      ).toEqual([
        {
          member_id: '661',
          vendor_code: 'SV3',
          direction: 'in',
          amount: '1234',
          status: 'pending',
          transfer_key: 'vt:M66:661:legacy-SV3',
        },
      ]);
    } finally {
      await database.close();
    }
  });
});

const before = `
  INSERT INTO sites (id, code, name, currency_code, currency_symbol, switches, theme, time_zone)
  VALUES (660, 'M66', 'Migration 66', 'USD', '$', '{}', '{}', 'UTC');
  INSERT INTO members (id, site_id, username, password_hash, nickname) VALUES (661, 660, 'parked66', 'x', 'parked66');
  INSERT INTO members (id, site_id, username, password_hash, nickname) VALUES (662, 660, 'empty66', 'x', 'empty66');
  INSERT INTO vendors (code, name, category, wallet_mode) VALUES
    ('SV3', 'SV388', 'COCKFIGHT', 'transfer'), ('GALO', 'Galo Arena', 'COCKFIGHT', 'seamless'),
    ('OTHR', 'Other', 'RNG', 'seamless');
  INSERT INTO games (vendor_code, game_code, game_name, names, category, is_game, min_bet, sort_order) VALUES
    ('SV3', 'lobby', 'SV388', '{"EN":"SV388"}', 'COCKFIGHT', false, 100, 0),
    ('GALO', 'sabong-live', 'Sabong Live', '{"EN":"Sabong Live"}', 'COCKFIGHT', false, 500, 0),
    ('GALO', 'derby-night', 'Derby Night', '{"EN":"Derby Night"}', 'COCKFIGHT', true, 500, 1);
  INSERT INTO ledger_accounts (site_id, member_id, wallet, currency, balance) VALUES
    (660, 661, 'MAIN', 'USD', 0), (660, 661, 'SV3', 'USD', 1234), (660, 662, 'SV3', 'USD', 0),
    (660, NULL, 'HOUSE:CASHIER', 'USD', -1234);
`;
