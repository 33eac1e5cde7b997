import type {
  ChannelOrderRequest,
  ChannelUpdateRequest,
  channelCreateRequestSchema,
  OperatorChannel,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import { siteDayBounds, siteLocalDay } from '../../db/site-days.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/errors.js';
import type { Site } from '../../platform/site.types.js';
import { recordAudit } from '../operator/operator.service.js';
import * as repository from './payment-channels.repository.js';

export interface ChannelsDeps {
  db: Database;
  clock: Clock;
}

/** Who acts, on the site the console is open on, from where. */
export interface ChannelsActor {
  operatorId: bigint;
  site: Site;
  ip: string;
}

/** Today in the site's calendar, by the app's clock. */
const todayOf = (deps: ChannelsDeps, site: Site) =>
  siteDayBounds(siteLocalDay(deps.clock(), site.brand.timeZone), site.brand.timeZone);

function viewOf(row: repository.ListedChannel): OperatorChannel {
  const { channel } = row;
  return {
    id: String(channel.id),
    code: channel.code,
    kind: channel.kind,
    label: channel.name,
    names: channel.names,
    minAmount: String(channel.minAmount),
    maxAmount: String(channel.maxAmount),
    instructions: channel.instructions,
    notes: channel.notes,
    enabled: channel.enabled,
    sortOrder: channel.sortOrder,
    today: { count: row.count, sum: row.sum },
  };
}

async function viewOfChannel(deps: ChannelsDeps, db: Executor, site: Site, id: bigint): Promise<OperatorChannel> {
  const row = await repository.listedChannel(db, site.id, id, todayOf(deps, site));
  if (!row) throw new Error(`channel ${id} vanished`);
  return viewOf(row);
}

const codeTaken = (code: string) => new AppError('CONFLICT', { field: 'code', message: `code: ${code} is taken` });
const notFound = () => new AppError('NOT_FOUND', { field: 'id', message: 'id: no such channel on this site' });

/** Every channel of the site (enabled or not) in the members' order, with what each credited today. */
export async function channelsOf(deps: ChannelsDeps, site: Site): Promise<OperatorChannel[]> {
  const rows = await repository.siteChannels(deps.db, site.id, todayOf(deps, site));
  return rows.map(viewOf);
}

/** A new bank-transfer channel, last in the order; its code free on the site (409 naming `code`), audited. */
export async function createChannel(
  deps: ChannelsDeps,
  actor: ChannelsActor,
  body: z.output<typeof channelCreateRequestSchema>,
): Promise<OperatorChannel> {
  return deps.db.transaction(async (tx) => {
    const row = await repository.insertChannel(tx, {
      siteId: actor.site.id,
      code: body.code,
      kind: 'bank_transfer',
      name: body.label,
      names: body.names as Record<string, string>,
      minAmount: BigInt(body.minAmount),
      maxAmount: BigInt(body.maxAmount),
      instructions: body.instructions,
      notes: body.notes as Record<string, string>,
      enabled: body.enabled,
      sortOrder: await repository.nextSortOrder(tx, actor.site.id),
    });
    if (!row) throw codeTaken(body.code);
    const after = await viewOfChannel(deps, tx, actor.site, row.id);
    await audit(tx, actor, 'payment-channel.create', after, { after });
    return after;
  });
}

/**
 * Changes a channel of the site (another site's is a 404), audited before and after. The instant channel is only
 * switched on or off; a limit given alone is checked against the other one stored.
 */
export async function updateChannel(
  deps: ChannelsDeps,
  actor: ChannelsActor,
  id: bigint,
  body: ChannelUpdateRequest,
): Promise<OperatorChannel> {
  return deps.db.transaction(async (tx) => {
    const row = await repository.lockChannel(tx, actor.site.id, id);
    if (!row) throw notFound();
    if (row.kind !== 'bank_transfer') {
      const other = Object.keys(body).find((key) => key !== 'enabled' && body[key as keyof typeof body] !== undefined);
      if (other) {
        throw new AppError('VALIDATION_ERROR', {
          field: other,
          message: `${other}: the instant channel can only be switched on or off`,
        });
      }
    }
    const minAmount = body.minAmount === undefined ? row.minAmount : BigInt(body.minAmount);
    const maxAmount = body.maxAmount === undefined ? row.maxAmount : BigInt(body.maxAmount);
    if (maxAmount < minAmount) {
      const field = body.maxAmount === undefined ? 'minAmount' : 'maxAmount';
      throw new AppError('VALIDATION_ERROR', {
        field,
        message: `${field}: the maximum must be at least the minimum (${minAmount} to ${maxAmount})`,
      });
    }
    if (body.code !== undefined && (await repository.codeTaken(tx, actor.site.id, body.code, id))) {
      throw codeTaken(body.code);
    }
    const before = await viewOfChannel(deps, tx, actor.site, id);
    await repository.updateChannel(tx, id, {
      ...(body.code === undefined ? {} : { code: body.code }),
      ...(body.label === undefined ? {} : { name: body.label }),
      ...(body.names === undefined ? {} : { names: body.names as Record<string, string> }),
      ...(body.minAmount === undefined ? {} : { minAmount }),
      ...(body.maxAmount === undefined ? {} : { maxAmount }),
      ...(body.instructions === undefined ? {} : { instructions: body.instructions }),
      ...(body.notes === undefined ? {} : { notes: body.notes as Record<string, string> }),
      ...(body.enabled === undefined ? {} : { enabled: body.enabled }),
    });
    const after = await viewOfChannel(deps, tx, actor.site, id);
    await audit(tx, actor, 'payment-channel.update', after, { before, after });
    return after;
  });
}

/** The members' order of the site's channels: `ids` must be every channel of the site, each once (400 `ids`). */
export async function orderChannels(
  deps: ChannelsDeps,
  actor: ChannelsActor,
  body: ChannelOrderRequest,
): Promise<OperatorChannel[]> {
  return deps.db.transaction(async (tx) => {
    const stored = await repository.lockSiteChannelIds(tx, actor.site.id);
    const ids = body.ids.map(BigInt);
    const known = new Set(stored);
    if (ids.length !== stored.length || ids.some((id) => !known.has(id))) {
      throw new AppError('VALIDATION_ERROR', {
        field: 'ids',
        message: `ids: every channel of the site, each once (${stored.length})`,
      });
    }
    const today = todayOf(deps, actor.site);
    const before = (await repository.siteChannels(tx, actor.site.id, today)).map((row) => row.channel.code);
    await repository.setSortOrders(tx, actor.site.id, ids);
    const rows = await repository.siteChannels(tx, actor.site.id, today);
    const after = rows.map((row) => row.channel.code);
    await recordAudit(tx, {
      operatorId: actor.operatorId,
      siteId: actor.site.id,
      action: 'payment-channel.order',
      subject: `site:${actor.site.code}`,
      details: { ip: actor.ip, before, after },
    });
    return rows.map(viewOf);
  });
}

function audit(
  tx: Executor,
  actor: ChannelsActor,
  action: string,
  channel: OperatorChannel,
  change: { before?: OperatorChannel; after: OperatorChannel },
) {
  // What a day credited is no part of the channel's settings.
  const settings = (view: OperatorChannel | undefined) => view && { ...view, today: undefined };
  return recordAudit(tx, {
    operatorId: actor.operatorId,
    siteId: actor.site.id,
    action,
    subject: `payment-channel:${channel.id}`,
    details: { ip: actor.ip, before: settings(change.before), after: settings(change.after) },
  });
}

/**
 * A new site's channels from its template's (the site module's new-site copy), in the caller's transaction:
 * amounts scaled into the new currency (times `num`, divided by `den`).
 */
export function copySiteChannels(tx: Executor, from: number, to: number, scale: { num: bigint; den: bigint }) {
  return repository.copyChannels(tx, from, to, scale);
}

/**
 * The site-texts call's write of a channel's names and notes (cashier owns payment_channels), in the caller's
 * transaction: the maps given, the other kept; both as stored now, null when the site has no channel of this code.
 */
export function writeChannelTexts(
  db: Executor,
  siteId: number,
  code: string,
  maps: { names?: Record<string, string>; notes?: Record<string, string> },
) {
  return repository.setChannelTexts(db, siteId, code, maps);
}
