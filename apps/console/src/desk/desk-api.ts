import { promotionPaths } from '@portal/contracts';
import { fetchWithSession, type ListQuery, type Page, withName } from '../api';

/** One image of a promotion application, as a blob (the call needs the session's token, so no plain <img src>). */
export async function applicationImage(id: string, position: number): Promise<Blob> {
  const path = withName(promotionPaths.operatorImage, 'id', id).replace(':position', String(position));
  return (await fetchWithSession(path)).blob();
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
