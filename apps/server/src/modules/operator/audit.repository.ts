import { and, desc, eq, gte, like, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { auditLog, operators } from '../../db/schema/index.js';

export interface AuditFilter {
  siteId: number;
  operator?: string;
  action?: string;
  subject?: string;
  from?: Date;
  to?: Date;
  limit: number;
  offset: number;
}

/** Escapes LIKE's wildcards, so an action family matches as typed. */
const literal = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * A page of the site's audit rows, newest first, with the count of all that match (one statement, on the
 * (site_id, at) index). An action ending in a dot is a family ("member.").
 */
export async function auditPage(db: Database, filter: AuditFilter) {
  const conditions: SQL[] = [eq(auditLog.siteId, filter.siteId)];
  if (filter.operator) conditions.push(sql`lower(${operators.username}) = lower(${filter.operator})`);
  if (filter.action) {
    conditions.push(
      filter.action.endsWith('.')
        ? like(auditLog.action, `${literal(filter.action)}%`)
        : eq(auditLog.action, filter.action),
    );
  }
  if (filter.subject) conditions.push(sql`lower(${auditLog.subject}) = lower(${filter.subject})`);
  if (filter.from) conditions.push(gte(auditLog.at, filter.from));
  if (filter.to) conditions.push(lte(auditLog.at, filter.to));
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      operator: operators.username,
      action: auditLog.action,
      subject: auditLog.subject,
      details: auditLog.details,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(auditLog)
    .innerJoin(operators, eq(operators.id, auditLog.operatorId))
    .where(and(...conditions))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(filter.limit)
    .offset(filter.offset);
}
