import { type ReportedRound, roundReportRequestSchema, roundReportSchema, vendorPaths } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GameDatabase } from '../db/client.js';
import { VendorFailure } from '../platform/failures.js';
import { requireOperatorSignature } from '../platform/signed-requests.js';
import { callsOfRounds, reportedRounds } from './reports.repository.js';

/**
 * The operator's reconciliation call: its real rounds of a time window, with the wins and rollbacks owed for
 * them as sent (delivered or still queued), signed like the launch. The cursor is the last round's own id.
 */
export function reportRoutes(db: GameDatabase, operatorCode: string, secret: Buffer): FastifyPluginAsyncZod {
  return async (app) => {
    requireOperatorSignature(app, operatorCode, secret);
    app.post(
      vendorPaths.roundReport,
      { schema: { body: roundReportRequestSchema, response: { 200: roundReportSchema } } },
      async (request) => {
        const { from, to, after, limit } = request.body;
        if (after !== null && !/^[0-9]{1,19}$/.test(after)) {
          throw new VendorFailure(400, 'VALIDATION_ERROR', 'after: not a cursor of this report', 'after');
        }
        const rows = await reportedRounds(db, {
          operatorCode,
          from: new Date(from),
          to: new Date(to),
          afterId: BigInt(after ?? '0'),
          limit,
        });
        const calls = await callsOfRounds(
          db,
          rows.map((row) => row.id),
        );
        const items: ReportedRound[] = rows.map((row) => ({
          roundId: row.publicId,
          siteCode: row.siteCode,
          walletToken: row.walletToken,
          status: row.status,
          bet: String(row.bet),
          win: String(row.win),
          playedAt: row.createdAt.toISOString(),
          calls: calls
            .filter((call) => call.roundId === row.id)
            .map((call) => ({
              transactionId: call.transactionId,
              kind: call.kind,
              body: call.body as Record<string, unknown>,
              delivered: call.deliveredAt !== null,
            })),
        }));
        return { items, next: rows.length === limit ? String(rows.at(-1)!.id) : null };
      },
    );
  };
}
