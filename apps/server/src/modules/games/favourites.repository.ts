import type { Database } from '../../db/client.js';
import { type GameRow, gameColumns, type Listed, listedCondition, listedValues } from './catalog.repository.js';

/** The node ids a member marked, newest first, among the enabled games the site lists. */
export async function favouriteIds(db: Database, memberId: bigint, listed: Listed): Promise<string[]> {
  const result = await db.$client.query<{ id: string }>({
    name: 'favourite_ids',
    text: `SELECT f.game_id::text AS id FROM favourite_games f JOIN games g ON g.id = f.game_id
      WHERE f.member_id = $1 AND g.enabled AND ${listedCondition(2)}
      ORDER BY f.created_at DESC, f.game_id DESC`,
    values: [memberId.toString(), ...listedValues(listed)],
  });
  return result.rows.map((row) => row.id);
}

/** A page of the member's favourite games, newest first, with how many there are. */
export async function favouritePage(
  db: Database,
  memberId: bigint,
  listed: Listed,
  language: string,
  limit: number,
  offset: number,
): Promise<{ rows: GameRow[]; total: number }> {
  const result = await db.$client.query<GameRow & { total: number }>({
    name: 'favourite_page',
    text: `SELECT ${gameColumns}, count(*) OVER ()::int AS total
      FROM favourite_games f JOIN games g ON g.id = f.game_id
      WHERE f.member_id = $2 AND g.enabled AND ${listedCondition(3)}
      ORDER BY f.created_at DESC, f.game_id DESC LIMIT $6 OFFSET $7`,
    values: [language, memberId.toString(), ...listedValues(listed), limit, offset],
  });
  if (result.rows.length > 0) return { rows: result.rows, total: result.rows[0]!.total };
  // Past the last page the window count is not there: count on its own.
  const count = await db.$client.query<{ n: number }>({
    name: 'favourite_count',
    text: `SELECT count(*)::int AS n FROM favourite_games f JOIN games g ON g.id = f.game_id
      WHERE f.member_id = $1 AND g.enabled AND ${listedCondition(2)}`,
    values: [memberId.toString(), ...listedValues(listed)],
  });
  return { rows: [], total: count.rows[0]?.n ?? 0 };
}

/** Marks a game; marking it again changes nothing. */
export async function addFavourite(db: Database, memberId: bigint, gameId: string): Promise<void> {
  await db.$client.query({
    name: 'favourite_add',
    text: 'INSERT INTO favourite_games (member_id, game_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
    values: [memberId.toString(), gameId],
  });
}

export async function removeFavourite(db: Database, memberId: bigint, gameId: string): Promise<void> {
  await db.$client.query({
    name: 'favourite_remove',
    text: 'DELETE FROM favourite_games WHERE member_id = $1 AND game_id = $2',
    values: [memberId.toString(), gameId],
  });
}

/** The games the member launched most recently (written at launch by the provider module), newest first. */
export async function recentGames(
  db: Database,
  memberId: bigint,
  listed: Listed,
  language: string,
  limit: number,
): Promise<GameRow[]> {
  const result = await db.$client.query<GameRow>({
    name: 'recent_games',
    text: `SELECT ${gameColumns} FROM recent_games r JOIN games g ON g.id = r.game_id
      WHERE r.member_id = $2 AND g.enabled AND ${listedCondition(3)}
      ORDER BY r.last_played_at DESC, r.game_id DESC LIMIT $6`,
    values: [language, memberId.toString(), ...listedValues(listed), limit],
  });
  return result.rows;
}
