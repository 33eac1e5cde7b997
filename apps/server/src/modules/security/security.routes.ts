import {
  bankAccountRequestSchema,
  paymentPasswordRequestSchema,
  rowIdField,
  withdrawPaths,
  withdrawResponses,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { principalOf } from '../../platform/auth.js';
import { AppError } from '../../platform/errors.js';
import { ok, portalSchema } from '../../platform/route-schema.js';
import { addBankAccount, removeBankAccount, securityOverview } from './bank-account.service.js';
import { setPaymentPassword } from './payment-password.service.js';

const tags = ['security'];

/** securityCenter: the payment password and the bank accounts withdrawals are paid to. */
export function securityRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      withdrawPaths.security,
      {
        config: { access: 'member' },
        schema: portalSchema({
          tags,
          summary: 'Payment password set or not, real name, bank accounts',
          success: withdrawResponses.security,
          failures: [401, 403],
        }),
      },
      async (request) => ok(await securityOverview(db, principalOf(request).memberId)),
    );
    app.put(
      withdrawPaths.paymentPassword,
      {
        config: { access: 'member', enc: true },
        schema: portalSchema({
          tags,
          summary: 'Set the payment password (login password) or change it (current payment password) (enc)',
          success: withdrawResponses.empty,
          failures: [401, 403, 423],
          body: paymentPasswordRequestSchema,
        }),
      },
      async (request) => {
        await setPaymentPassword(
          { db, throttle: app.throttle },
          request.site,
          principalOf(request).memberId,
          request.body,
        );
        return ok(null);
      },
    );
    app.post(
      withdrawPaths.bankAccounts,
      {
        config: { access: 'member' },
        schema: portalSchema({
          tags,
          summary: 'Add a bank account (the payee name must be the real name; at most five)',
          success: withdrawResponses.bankAccount,
          failures: [401, 403, 409],
          body: bankAccountRequestSchema,
        }),
      },
      async (request) => ok(await addBankAccount(db, principalOf(request).memberId, request.body)),
    );
    app.delete(
      withdrawPaths.bankAccount,
      {
        config: { access: 'member' },
        schema: portalSchema({
          tags,
          summary: 'Remove a bank account (past withdrawals keep it)',
          success: withdrawResponses.empty,
          failures: [401, 403, 404],
          params: z.object({ id: rowIdField('a bank account id') }),
        }),
      },
      async (request) => {
        if (!(await removeBankAccount(db, principalOf(request).memberId, BigInt(request.params.id)))) {
          throw new AppError('NOT_FOUND', { field: 'params.id' });
        }
        return ok(null);
      },
    );
  };
}
