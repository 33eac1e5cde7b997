import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { engineKindCondition } from './playable.js';

/** A game row as the lists read it (min bet in the catalog's reference unit, as int8 text). */
export interface GameRow {
  id: string;
  vendor_code: string;
  game_code: string;
  game_name: string;
  display_name: string;
  category: string;
  sub_type: string | null;
  is_game: boolean;
  show_icon: boolean;
  min_bet: string;
  line_num: number;
  free_trial: boolean;
  hot_rank: number | null;
  is_new: boolean;
}

/** The games a site lists (catalog-cache's PlayableCatalog). */
export interface Listed {
  /** Vendors whose every enabled game the site lists. */
  vendors: string[];
  /** Games the site lists one by one (its lottery games, node ids), whatever their vendor. */
  gameIds: string[];
  /** Games the site's operators switched off (site_games), never listed whatever their vendor. */
  hiddenIds: string[];
}

/**
 * The condition on games `g` of a Listed whose vendors, game ids and hidden ids are the parameters $at, $at+1 and
 * $at+2, of a kind their adapter plays (playable.ts).
 */
export const listedCondition = (at: number) =>
  `(g.vendor_code = ANY($${at}::text[]) OR g.id = ANY($${at + 1}::int8[])) AND NOT (g.id = ANY($${at + 2}::int8[])) AND ${engineKindCondition}`;

/** The values of a Listed for listedCondition, in its order. */
export const listedValues = (listed: Listed) => [listed.vendors, listed.gameIds, listed.hiddenIds];

/** What a list is filtered by; each present filter adds one condition and one parameter. */
export interface ListFilter extends Listed {
  category?: string;
  hotOnly?: boolean;
  vendor?: string;
  subType?: string;
  /** A LIKE pattern over lower(game_name), already escaped. */
  namePattern?: string;
  maxMinBet?: bigint;
  minLines?: number;
  withoutBingo?: boolean;
  /**
   * Set when the site gave games hot ranks or places of its own (site_games): the lists then read them, joined as
   * `sg`; otherwise the catalogue's, and the query stays the plain one its indexes serve.
   */
  ownOrderOf?: number;
}

const ownHotRank = '(CASE WHEN sg.game_id IS NULL THEN g.hot_rank ELSE sg.hot_rank END)';

export const gameColumns = `g.id::text AS id, g.vendor_code, g.game_code, g.game_name,
  coalesce(g.names->>$1, g.game_name) AS display_name, g.category, g.sub_type, g.is_game, g.show_icon,
  g.min_bet, g.line_num, g.free_trial, g.hot_rank, g.is_new`;

/**
 * The WHERE clause of a filter and its parameters, numbered from `first`. Its shape (which filters
 * are present) names the prepared statement, so each shape is planned once per connection and the
 * planner sees plain conditions it can match to an index (category, vendor, trigram name, hot rank).
 */
function whereOf(filter: ListFilter, first: number) {
  const conditions = ['g.enabled', listedCondition(first)];
  const values: unknown[] = listedValues(filter);
  const own = filter.ownOrderOf !== undefined;
  let shape = own ? 'o' : '';
  let from = 'games g';
  if (own) {
    values.push(filter.ownOrderOf);
    from = `games g LEFT JOIN site_games sg ON sg.site_id = $${first + values.length - 1} AND sg.game_id = g.id`;
  }
  const hotRank = own ? ownHotRank : 'g.hot_rank';
  const add = (letter: string, condition: (placeholder: string) => string, value?: unknown) => {
    shape += letter;
    if (value === undefined) {
      conditions.push(condition(''));
      return;
    }
    values.push(value);
    conditions.push(condition(`$${first + values.length - 1}`));
  };
  if (filter.category) add('c', (p) => `g.category = ${p}`, filter.category);
  if (filter.hotOnly) add('h', () => `${hotRank} IS NOT NULL`);
  if (filter.vendor) add('v', (p) => `g.vendor_code = ${p}`, filter.vendor);
  if (filter.subType) add('s', (p) => `g.sub_type = ${p}`, filter.subType);
  if (filter.namePattern) add('n', (p) => `lower(g.game_name) LIKE ${p} ESCAPE '\\'`, filter.namePattern);
  if (filter.maxMinBet !== undefined) add('b', (p) => `g.min_bet <= ${p}`, filter.maxMinBet.toString());
  if (filter.minLines !== undefined) add('l', (p) => `g.line_num >= ${p}`, filter.minLines);
  if (filter.withoutBingo) add('x', () => "g.sub_type IS DISTINCT FROM 'BG'");
  const order = filter.hotOnly
    ? `${hotRank}, g.id`
    : own
      ? 'coalesce(sg.sort_order, g.sort_order), g.id'
      : 'g.sort_order, g.id';
  const columns = own ? gameColumns.replace('g.hot_rank,', `${ownHotRank} AS hot_rank,`) : gameColumns;
  return { sql: conditions.join(' AND '), values, shape: shape || 'all', from, order, columns };
}

/** One page of games in a stable order (hot rank for the hot list, else the catalog order, then id). */
export async function gamePage(
  db: Database,
  filter: ListFilter,
  language: string,
  limit: number,
  offset: number,
): Promise<GameRow[]> {
  const where = whereOf(filter, 2);
  const limitAt = where.values.length + 2;
  const result = await db.$client.query<GameRow>({
    name: `games_page_${where.shape}`,
    text: `SELECT ${where.columns} FROM ${where.from} WHERE ${where.sql} ORDER BY ${where.order} LIMIT $${limitAt} OFFSET $${limitAt + 1}`,
    values: [language, ...where.values, limit, offset],
  });
  return result.rows;
}

/** How many games a filter matches (the caller keeps it a little while rather than count on every page). */
export async function gameCount(db: Database, filter: ListFilter): Promise<number> {
  const where = whereOf(filter, 1);
  const result = await db.$client.query<{ n: number }>({
    name: `games_count_${where.shape}`,
    text: `SELECT count(*)::int AS n FROM ${where.from} WHERE ${where.sql}`,
    values: where.values,
  });
  return result.rows[0]?.n ?? 0;
}

/** One game by node id, whatever its vendor (callers check the vendor against the site). */
export async function gameById(db: Database, id: string) {
  const result = await db.$client.query<{ id: string; vendor_code: string; category: string; enabled: boolean }>({
    name: 'game_by_id',
    text: 'SELECT id::text AS id, vendor_code, category, enabled FROM games WHERE id = $1',
    values: [id],
  });
  return result.rows[0] ?? null;
}

/** Each vendor's enabled games counted by category and sub-type: small (a few hundred rows), cached by the caller. */
export async function vendorProfiles(db: Database) {
  const result = await db.execute<{ vendor_code: string; category: string; sub_type: string | null; n: number }>(sql`
    SELECT vendor_code, category, sub_type, count(*)::int AS n FROM games WHERE enabled
    GROUP BY vendor_code, category, sub_type ORDER BY vendor_code, category, sub_type NULLS FIRST`);
  return result.rows;
}

/** Some enabled games (a site's lottery games: a handful) with what a vendor profile counts. */
export async function gameKindsOf(db: Database, ids: string[]) {
  const result = await db.$client.query<{ id: string; vendor_code: string; category: string; sub_type: string | null }>(
    {
      name: 'game_kinds_of',
      text: 'SELECT id::text AS id, vendor_code, category, sub_type FROM games WHERE enabled AND id = ANY($1::int8[])',
      values: [ids],
    },
  );
  return result.rows;
}

/** A game's name and kind for its artwork, by vendor and game code. */
export async function artworkSubject(db: Database, vendorCode: string, gameCode: string) {
  const result = await db.$client.query<{ game_name: string; category: string; sub_type: string | null }>({
    name: 'game_artwork_subject',
    text: 'SELECT game_name, category, sub_type FROM games WHERE vendor_code = $1 AND game_code = $2',
    values: [vendorCode, gameCode],
  });
  return result.rows[0] ?? null;
}
