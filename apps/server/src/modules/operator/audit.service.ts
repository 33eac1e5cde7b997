import type { AuditQuery } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { auditPage } from './audit.repository.js';

/** A page of the site's audit log; the address the operator acted from is read out of what the action recorded. */
export async function auditOfSite(db: Database, siteId: number, query: AuditQuery) {
  const { page, pageSize, from, to, ...filters } = query;
  const filter = {
    ...filters,
    siteId,
    ...(from ? { from: new Date(from) } : {}),
    ...(to ? { to: new Date(to) } : {}),
  };
  const rows = await auditPage(db, { ...filter, limit: pageSize, offset: (page - 1) * pageSize });
  // Past the last page the rows carry no count: the first page's tells it.
  const total =
    rows[0]?.total ?? (page > 1 ? ((await auditPage(db, { ...filter, limit: 1, offset: 0 }))[0]?.total ?? 0) : 0);
  return {
    items: rows.map(({ total: _total, details, id, at, ...row }) => ({
      ...row,
      id: String(id),
      at: at.toISOString(),
      ip: typeof details.ip === 'string' ? details.ip : null,
      details,
    })),
    total,
    page,
    pageSize,
  };
}
