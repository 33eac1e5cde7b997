import type { DownlineTransactionPage, downlineTransactionQuerySchema, Language } from '@portal/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { Site } from '../../platform/site.types.js';
import { textPicker } from '../../platform/translated.js';
import { downlineTransactionPage } from './downline-transactions.repository.js';

/**
 * agentDownlineTransactionDetailsCopy: deposits, withdrawals, transfers and bonuses of everyone below
 * the agent, over a range of the site's days, newest first. A username outside the agent's team (or
 * of another site) matches no one, so it lists nothing rather than saying whether it exists.
 */
export async function downlineTransactions(
  db: Database,
  site: Site,
  agentId: bigint,
  query: z.output<typeof downlineTransactionQuerySchema>,
  language: Language,
): Promise<DownlineTransactionPage> {
  const pick = textPicker(site, language);
  const { total, items } = await downlineTransactionPage(
    db,
    {
      agentId,
      siteId: site.id,
      from: query.from,
      to: query.to,
      timeZone: site.brand.timeZone,
      username: query.username || undefined,
      match: query.match,
      type: query.type,
    },
    (query.page - 1) * query.pageSize,
    query.pageSize,
  );
  return {
    items: items.map(({ id, time, username, type, amount, status, detail, detail_texts }) => ({
      id,
      time,
      username,
      type,
      amount,
      status,
      detail: detail_texts ? pick(detail_texts, detail ?? '') : detail,
    })),
    page: query.page,
    pageSize: query.pageSize,
    total,
  };
}
