import { z } from 'zod';
import { successEnvelope } from './envelope.js';
import { textField } from './fields.js';

/**
 * The audit log as the console reads it (issue 25): every change an operator made on the site, newest first, filtered
 * by operator, action, object and time, a page at a time.
 */
export const auditQuerySchema = z.object({
  /** The operator's username (exact, any case). */
  operator: textField(64).optional(),
  /** An action ("member.status") or its family ("member."). */
  action: textField(64).optional(),
  /** The object acted on: a username, an order, a game code… (exact, any case). */
  subject: textField(128).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z
  .object({
    id: z.string(),
    at: z.iso.datetime({ offset: true }),
    operator: z.string(),
    action: z.string(),
    subject: z.string().nullable(),
    /** Where the operator acted from, when the action recorded it. */
    ip: z.string().nullable(),
    /** What the action recorded: before and after, a reason, amounts. */
    details: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = z
  .object({ items: z.array(auditEntrySchema), total: z.int(), page: z.int(), pageSize: z.int() })
  .meta({ id: 'AuditPage' });
export type AuditPage = z.infer<typeof auditPageSchema>;

export const operatorAuditPaths = { audit: '/wps/operator/audit' } as const;
export const operatorAuditResponses = { audit: successEnvelope(auditPageSchema) };
