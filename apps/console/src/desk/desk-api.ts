import { promotionPaths, systemPaths } from '@portal/contracts';
import { ApiFailure, type ListQuery, type Page, savedToken, withName } from '../api';
import type { SiteCurrency } from '../money';

/** One image of a promotion application, as a blob (the call needs the session's token, so no plain <img src>). */
export async function applicationImage(id: string, position: number): Promise<Blob> {
  const path = withName(promotionPaths.operatorImage, 'id', id).replace(':position', String(position));
  const token = savedToken.get();
  let response: Response;
  try {
    response = await fetch(path, { headers: token ? { authorization: token } : {} });
  } catch {
    throw new ApiFailure('NETWORK');
  }
  if (!response.ok) {
    const json = (await response.json().catch(() => null)) as { code?: string } | null;
    throw new ApiFailure(json?.code ?? 'NETWORK');
  }
  return response.blob();
}

/** The currency of the site the console is open on (its public brand), for the amounts the desk shows and takes. */
export async function siteCurrency(siteCode: string): Promise<SiteCurrency> {
  const response = await fetch(systemPaths.whitelabel, { headers: { merchant: siteCode, device: 'WEB' } });
  const json = (await response.json().catch(() => null)) as {
    success?: boolean;
    value?: { brand: { currency: SiteCurrency } };
  } | null;
  if (!response.ok || !json?.success || !json.value) throw new ApiFailure('NETWORK');
  return json.value.brand.currency;
}

/**
 * A list the API answers whole (chat rooms, applications) as the DataTable's page: the URL's page of the rows
 * that pass `keep`, `pageSize` at a time.
 */
export function pageOfRows<T>(rows: T[] | undefined, query: ListQuery, keep: (row: T) => boolean, pageSize = 20) {
  if (!rows) return undefined;
  const kept = rows.filter(keep);
  const pages = Math.max(1, Math.ceil(kept.length / pageSize));
  const page = Math.min(pages, Math.max(1, Number(query.page ?? 1) || 1));
  return {
    page: { items: kept.slice((page - 1) * pageSize, page * pageSize), total: kept.length, page, pageSize },
    all: kept,
  } satisfies { page: Page<T>; all: T[] };
}
