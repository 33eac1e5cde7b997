import { and, asc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.js';
import { deposits, paymentChannels } from '../../db/schema/index.js';

/**
 * The cashier module is the one writer of `payment_channels` (issue 25): the console's calls, a new site's copy and
 * the site-texts call's names and notes.
 */
export type ChannelRow = typeof paymentChannels.$inferSelect;
export type ChannelInsert = Omit<typeof paymentChannels.$inferInsert, 'id'>;
export type ChannelChanges = Partial<
  Pick<ChannelRow, 'code' | 'name' | 'names' | 'minAmount' | 'maxAmount' | 'instructions' | 'notes' | 'enabled'>
>;

/** A channel with the deposits credited through it in [start, after): how many and their sum. */
function withToday(db: Executor, today: { start: Date; after: Date }) {
  const credited = and(
    eq(deposits.channelId, paymentChannels.id),
    eq(deposits.status, 'credited'),
    gte(deposits.decidedAt, today.start),
    lt(deposits.decidedAt, today.after),
  );
  return db
    .select({
      channel: paymentChannels,
      count: sql<number>`(SELECT count(*)::int FROM ${deposits} WHERE ${credited})`,
      sum: sql<string>`(SELECT coalesce(sum(${deposits.amount}), 0)::text FROM ${deposits} WHERE ${credited})`,
    })
    .from(paymentChannels);
}
export type ListedChannel = Awaited<ReturnType<typeof withToday>>[number];

/** Every channel of the site, enabled or not, in the members' order. */
export function siteChannels(db: Executor, siteId: number, today: { start: Date; after: Date }) {
  return withToday(db, today)
    .where(eq(paymentChannels.siteId, siteId))
    .orderBy(asc(paymentChannels.sortOrder), asc(paymentChannels.id));
}

export async function listedChannel(
  db: Executor,
  siteId: number,
  id: bigint,
  today: { start: Date; after: Date },
): Promise<ListedChannel | null> {
  const [row] = await withToday(db, today).where(and(eq(paymentChannels.siteId, siteId), eq(paymentChannels.id, id)));
  return row ?? null;
}

/** A channel of the site, locked until the transaction ends; null when the site has no such channel. */
export async function lockChannel(tx: Executor, siteId: number, id: bigint): Promise<ChannelRow | null> {
  const [row] = await tx
    .select()
    .from(paymentChannels)
    .where(and(eq(paymentChannels.siteId, siteId), eq(paymentChannels.id, id)))
    .for('update');
  return row ?? null;
}

/** The ids of the site's channels, locked (an order change reads them all under the lock). */
export async function lockSiteChannelIds(tx: Executor, siteId: number): Promise<bigint[]> {
  const rows = await tx
    .select({ id: paymentChannels.id })
    .from(paymentChannels)
    .where(eq(paymentChannels.siteId, siteId))
    .orderBy(asc(paymentChannels.id))
    .for('update');
  return rows.map((row) => row.id);
}

/** Inserts a channel; null when its code is taken on the site (the unique index decides, races included). */
export async function insertChannel(tx: Executor, row: ChannelInsert): Promise<ChannelRow | null> {
  const [inserted] = await tx
    .insert(paymentChannels)
    .values(row)
    .onConflictDoNothing({ target: [paymentChannels.siteId, paymentChannels.code] })
    .returning();
  return inserted ?? null;
}

/** The next place in the site's order: after every channel it has. */
export async function nextSortOrder(tx: Executor, siteId: number): Promise<number> {
  const [row] = await tx
    .select({ next: sql<number>`(coalesce(max(${paymentChannels.sortOrder}), -1) + 1)::int` })
    .from(paymentChannels)
    .where(eq(paymentChannels.siteId, siteId));
  return row?.next ?? 0;
}

/** Whether another channel of the site has this code (codes compare as stored: upper case). */
export async function codeTaken(tx: Executor, siteId: number, code: string, except: bigint): Promise<boolean> {
  const [row] = await tx
    .select({ id: paymentChannels.id })
    .from(paymentChannels)
    .where(
      and(eq(paymentChannels.siteId, siteId), eq(paymentChannels.code, code), sql`${paymentChannels.id} <> ${except}`),
    );
  return Boolean(row);
}

export async function updateChannel(tx: Executor, id: bigint, changes: ChannelChanges): Promise<void> {
  await tx.update(paymentChannels).set(changes).where(eq(paymentChannels.id, id));
}

/**
 * A channel's names and notes per language (the site-texts call writes them through the cashier service): the maps
 * given, the other kept; both as stored now, null when the site has no channel of this code.
 */
export async function setChannelTexts(
  db: Executor,
  siteId: number,
  code: string,
  maps: { names?: Record<string, string>; notes?: Record<string, string> },
) {
  const [row] = await db
    .update(paymentChannels)
    .set({
      ...(maps.names === undefined ? {} : { names: maps.names }),
      ...(maps.notes === undefined ? {} : { notes: maps.notes }),
    })
    .where(and(eq(paymentChannels.siteId, siteId), eq(paymentChannels.code, code)))
    .returning({ names: paymentChannels.names, notes: paymentChannels.notes });
  return row ?? null;
}

/** Each channel's place: its index in `ids` (the ids are the site's, checked by the caller). */
export async function setSortOrders(tx: Executor, siteId: number, ids: bigint[]): Promise<void> {
  const cases: SQL[] = ids.map((id, index) => sql`WHEN ${id}::bigint THEN ${index}::smallint`);
  await tx.execute(sql`
    UPDATE ${paymentChannels} SET sort_order = CASE id ${sql.join(cases, sql` `)} END
    WHERE site_id = ${siteId} AND id IN (${sql.join(
      ids.map((id) => sql`${id}::bigint`),
      sql`, `,
    )})`);
}

/**
 * A new site's channels, copied from its template's in the caller's transaction: amounts times `num` divided by
 * `den` (the new currency's minor units), never below one.
 */
export async function copyChannels(
  tx: Executor,
  from: number,
  to: number,
  scale: { num: bigint; den: bigint },
): Promise<void> {
  const scaled = (column: string) =>
    sql`greatest(1, (${sql.raw(column)} * ${scale.num}::bigint) / ${scale.den}::bigint)`;
  await tx.execute(sql`
    INSERT INTO ${paymentChannels} (site_id, code, kind, name, names, min_amount, max_amount, instructions, notes,
      enabled, sort_order)
    SELECT ${to}, code, kind, name, names, ${scaled('min_amount')}, ${scaled('max_amount')}, instructions, notes,
      enabled, sort_order
    FROM ${paymentChannels} WHERE site_id = ${from}`);
}
