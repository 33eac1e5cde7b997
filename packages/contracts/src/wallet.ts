import { z } from 'zod';
import { idempotencyKeySchema } from './cashier.js';
import { successEnvelope } from './envelope.js';
import { textField, usernameField } from './fields.js';
import { minorUnitsSchema } from './money.js';

/** The main wallet's name; every other wallet is named by its transfer-mode vendor's code. */
export const mainWallet = 'MAIN';
export const walletCodeSchema = z.string().regex(/^[A-Z0-9_]{2,20}$/, 'a wallet code such as MAIN or SV3');

export const walletSchema = z.object({
  wallet: z.string(),
  /** The vendor's display name, or "Main wallet" for MAIN (the browser translates MAIN itself). */
  name: z.string(),
  currency: z.string().length(3),
  /**
   * The balance: the main wallet's from the ledger, a vendor's as the vendor answers it now (its own wallet).
   * null when the vendor did not answer in time: unavailable, never a number that may be wrong.
   */
  balance: minorUnitsSchema.nullable(),
  /**
   * Money on its way between this wallet and MAIN (transfers the vendor has not confirmed yet, either way): not in
   * the main wallet's balance, and perhaps not yet in the vendor's. It lands on one side or the other within
   * moments; '0' for MAIN and when nothing is on its way.
   */
  pending: minorUnitsSchema,
});
export type Wallet = z.infer<typeof walletSchema>;

/** GCS_merchantWallet: the member's wallets, the main one first, then every transfer-mode vendor of the site. */
export const merchantWalletsSchema = z.array(walletSchema).meta({ id: 'MerchantWallets' });
export type MerchantWallets = z.infer<typeof merchantWalletsSchema>;

/**
 * GET /wps/v2/wallets/balance: the sum over the wallets whose balance is known, and each wallet. `partial`: some
 * vendor did not answer, so the total leaves its wallet out (money on its way is never in the total either).
 */
export const walletBalanceSchema = z
  .object({
    total: minorUnitsSchema,
    currency: z.string().length(3),
    wallets: merchantWalletsSchema,
    partial: z.boolean(),
  })
  .meta({ id: 'WalletBalance' });
export type WalletBalance = z.infer<typeof walletBalanceSchema>;

/**
 * GCS_walletTransfer (POST): main wallet to a vendor wallet or back; one side is always MAIN. The
 * transaction id is the idempotency key: sent again, it answers the transfer's state and moves the money once.
 * A vendor wallet is kept by the vendor: the portal moves money there and back with the vendor's signed calls.
 */
export const walletTransferRequestSchema = z
  .object({
    from: walletCodeSchema,
    to: walletCodeSchema,
    amount: z.string().max(40),
    transactionId: idempotencyKeySchema,
  })
  .refine((body) => body.from !== body.to && (body.from === mainWallet || body.to === mainWallet), {
    message: 'one side must be MAIN and the other a vendor wallet',
    path: ['to'],
  });
export type WalletTransferRequest = z.infer<typeof walletTransferRequestSchema>;
/**
 * 'done': the money moved (HTTP 200). 'pending' (HTTP 202): the vendor's answer was lost; the transfer is finished
 * by asking the vendor what became of it, within moments, and never moves the money twice. The same transaction
 * id sent again answers its state then.
 */
export const walletTransferStatuses = ['done', 'pending'] as const;
export const walletTransferResultSchema = z
  .object({
    transactionId: z.string(),
    amount: minorUnitsSchema,
    status: z.enum(walletTransferStatuses),
    wallets: merchantWalletsSchema,
  })
  .meta({ id: 'WalletTransferResult' });
export type WalletTransferResult = z.infer<typeof walletTransferResultSchema>;

/** The six-digit payment password that guards money leaving the member's account. */
export const paymentPasswordField = z.string().regex(/^[0-9]{6}$/, 'six digits');

/** POST /wps/wallet/transfer/upline (enc, Idempotency-Key): to the agent the member sits under. */
export const uplineTransferRequestSchema = z.object({
  amount: z.string().max(40),
  paymentPassword: paymentPasswordField,
  remark: textField(140).optional(),
});
/** POST /wps/agent/transfer/downline (enc, Idempotency-Key): an agent pays a member of its own team. */
export const downlineTransferRequestSchema = uplineTransferRequestSchema.extend({ downline: usernameField });
export const memberTransferResultSchema = z
  .object({ transferId: z.string(), counterparty: z.string(), amount: minorUnitsSchema, balance: minorUnitsSchema })
  .meta({ id: 'MemberTransferResult' });
export type MemberTransferResult = z.infer<typeof memberTransferResultSchema>;
/** GET /wps/wallet/transfer/upline: who the upline is, or null when the member has none. */
export const uplineSchema = z.object({ upline: z.string().nullable() }).meta({ id: 'Upline' });

export const walletResponses = {
  memberTransfer: successEnvelope(memberTransferResultSchema),
  upline: successEnvelope(uplineSchema),
};

export const walletPaths = {
  upline: '/wps/wallet/transfer/upline',
  downline: '/wps/agent/transfer/downline',
} as const;
