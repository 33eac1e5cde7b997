import { z } from 'zod';
import { pageOf, pageQuerySchema } from './cashier.js';
import { successEnvelope } from './envelope.js';
import { passwordField, rowIdField, textField } from './fields.js';
import { minorUnitsSchema } from './money.js';
import { paymentPasswordField } from './wallet.js';

// securityCenter: the payment password and the bank accounts withdrawals are paid to.

/**
 * PUT /wps/member/paymentPassword (enc). Setting it the first time proves the member with the login
 * password; changing it needs the current payment password.
 */
export const paymentPasswordRequestSchema = z
  .object({
    loginPassword: passwordField.optional(),
    oldPaymentPassword: paymentPasswordField.optional(),
    newPaymentPassword: paymentPasswordField,
    confirmPaymentPassword: paymentPasswordField,
  })
  .refine((body) => body.newPaymentPassword === body.confirmPaymentPassword, {
    message: 'entries_inconsistent',
    path: ['confirmPaymentPassword'],
  });
export type PaymentPasswordRequest = z.infer<typeof paymentPasswordRequestSchema>;

export const bankAccountSchema = z
  .object({
    id: z.string(),
    bankName: z.string(),
    /** Only the last four digits leave the server. */
    accountNumberMasked: z.string(),
    payeeName: z.string(),
    branch: z.string().nullable(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'BankAccount' });
export type BankAccount = z.infer<typeof bankAccountSchema>;

/** POST /wps/member/bankAccounts. The payee name must be the member's real name (the first account sets it). */
export const bankAccountRequestSchema = z.object({
  bankName: textField(80).trim().min(2),
  accountNumber: z.string().regex(/^[0-9]{6,30}$/, '6 to 30 digits'),
  payeeName: textField(80).trim().min(2),
  branch: textField(80).trim().optional(),
});
export type BankAccountRequest = z.infer<typeof bankAccountRequestSchema>;
export const maxBankAccounts = 5;

/** GET /wps/member/security: what the security centre shows. */
export const securityOverviewSchema = z
  .object({
    paymentPasswordSet: z.boolean(),
    realName: z.string().nullable(),
    bankAccounts: z.array(bankAccountSchema),
  })
  .meta({ id: 'SecurityOverview' });
export type SecurityOverview = z.infer<typeof securityOverviewSchema>;

// withdraw: requests, operator decisions and the member's confirmation (SPEC §4).

/** GET /wps/cashier/withdraw/rules: the site's limits and what the member has used today. */
export const withdrawRulesSchema = z
  .object({
    minAmount: minorUnitsSchema,
    maxAmount: minorUnitsSchema,
    dailyCount: z.int(),
    usedToday: z.int(),
    autoConfirmMinutes: z.int(),
    /** What the demo deposit channel credited: it never leaves the portal (not to a bank, not to another member). */
    demoMoney: minorUnitsSchema,
    /** The main wallet less the demo money, never below zero: the most a request may take now. */
    withdrawable: minorUnitsSchema,
  })
  .meta({ id: 'WithdrawRules' });
export type WithdrawRules = z.infer<typeof withdrawRulesSchema>;

/** POST /wps/cashier/withdraw (enc, Idempotency-Key). The amount is held at once. */
export const withdrawRequestSchema = z.object({
  bankAccountId: rowIdField('a bank account id'),
  amount: z.string().max(40),
  paymentPassword: paymentPasswordField,
});
export type WithdrawRequest = z.infer<typeof withdrawRequestSchema>;

export const withdrawalStatuses = ['pending', 'paid', 'rejected'] as const;
export const withdrawalStatusSchema = z.enum(withdrawalStatuses);
export type WithdrawalStatus = z.infer<typeof withdrawalStatusSchema>;
export const withdrawalConfirmationSchema = z.enum(['received', 'partial', 'not_received', 'auto']);
export const withdrawalRecordSchema = z
  .object({
    id: z.string(),
    amount: minorUnitsSchema,
    bankName: z.string(),
    accountNumberMasked: z.string(),
    status: withdrawalStatusSchema,
    rejectReason: z.string().nullable(),
    createdAt: z.iso.datetime({ offset: true }),
    paidAt: z.iso.datetime({ offset: true }).nullable(),
    /** After paid: until when the member may confirm; after it the withdrawal counts as received. */
    confirmDeadline: z.iso.datetime({ offset: true }).nullable(),
    confirmation: withdrawalConfirmationSchema.nullable(),
    receivedAmount: minorUnitsSchema.nullable(),
    remark: z.string().nullable(),
    proofCount: z.int(),
  })
  .meta({ id: 'WithdrawalRecord' });
export type WithdrawalRecord = z.infer<typeof withdrawalRecordSchema>;
export const withdrawalListQuerySchema = pageQuerySchema.extend({ status: withdrawalStatusSchema.optional() });

/**
 * POST /wps/cashier/withdrawals/:id/confirm, multipart/form-data: the fields below and up to three
 * `proof` files (png or jpg, 5 MB each). Partly or not received needs at least one proof.
 */
export const withdrawalConfirmFieldsSchema = z.object({
  result: z.enum(['received', 'partial', 'not_received']),
  /** Partly received: the amount that arrived, as typed. */
  receivedAmount: z.string().max(40).optional(),
  remark: textField(140).optional(),
});
export type WithdrawalConfirmFields = z.infer<typeof withdrawalConfirmFieldsSchema>;

export const withdrawResponses = {
  security: successEnvelope(securityOverviewSchema),
  bankAccount: successEnvelope(bankAccountSchema),
  empty: successEnvelope(z.null()),
  rules: successEnvelope(withdrawRulesSchema),
  withdrawal: successEnvelope(withdrawalRecordSchema),
  withdrawals: successEnvelope(pageOf(withdrawalRecordSchema)),
};

export const withdrawPaths = {
  security: '/wps/member/security',
  paymentPassword: '/wps/member/paymentPassword',
  bankAccounts: '/wps/member/bankAccounts',
  bankAccount: '/wps/member/bankAccounts/:id',
  rules: '/wps/cashier/withdraw/rules',
  withdraw: '/wps/cashier/withdraw',
  withdrawals: '/wps/cashier/withdrawals',
  confirm: '/wps/cashier/withdrawals/:id/confirm',
} as const;

/**
 * Other accounts of the site that may be the same person's (issue 22), by username (at most 20 each):
 * registered from the same address, from the same device, or paid to the same bank account number.
 */
export const sharedWithSchema = z
  .object({ address: z.array(z.string()), device: z.array(z.string()), bankAccount: z.array(z.string()) })
  .meta({ id: 'SharedWith' });
export type SharedWith = z.infer<typeof sharedWithSchema>;

/** Operator view of a withdrawal: whose, to which account (in full, to pay it), who decided, and linked accounts. */
export const operatorWithdrawalSchema = withdrawalRecordSchema
  .extend({
    member: z.string(),
    payeeName: z.string(),
    accountNumber: z.string(),
    decidedBy: z.string().nullable(),
    sharedWith: sharedWithSchema,
  })
  .meta({ id: 'OperatorWithdrawal' });
/**
 * GET operatorWithdrawPaths.bonusStanding: the member's bonuses not yet played through, beside its withdrawal (a risk
 * hint: the member could not have asked while one is in play, unless it was cancelled or met since).
 */
export const bonusStandingSchema = z
  .object({ bonusInPlay: minorUnitsSchema, turnoverLeft: minorUnitsSchema, grantsInPlay: z.int() })
  .meta({ id: 'BonusStanding' });
export type BonusStanding = z.infer<typeof bonusStandingSchema>;
export const operatorWithdrawResponses = {
  withdrawal: successEnvelope(operatorWithdrawalSchema),
  bonusStanding: successEnvelope(bonusStandingSchema),
  withdrawals: successEnvelope(pageOf(operatorWithdrawalSchema)),
};
export const operatorWithdrawPaths = {
  withdrawals: '/wps/operator/withdrawals',
  approve: '/wps/operator/withdrawals/:id/approve',
  reject: '/wps/operator/withdrawals/:id/reject',
  proof: '/wps/operator/withdrawals/:id/proofs/:index',
  bonusStanding: '/wps/operator/withdrawals/:id/bonus-standing',
} as const;
