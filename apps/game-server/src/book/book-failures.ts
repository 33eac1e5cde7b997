import type { BookPriceChanges } from '@portal/contracts';
import type { GameDatabase } from '../db/client.js';
import { VendorFailure } from '../platform/failures.js';

/** A transaction of the game database (what db.transaction hands its callback). */
export type BookTransaction = Parameters<Parameters<GameDatabase['transaction']>[0]>[0];

/** 409 PRICE_CHANGED: the slip's prices now; its routes answer it as bookPriceChangesSchema. */
export class PriceChanged extends VendorFailure {
  constructor(readonly changes: BookPriceChanges['changes']) {
    super(409, 'PRICE_CHANGED', 'a price changed or a selection closed: confirm the prices now');
  }
}
