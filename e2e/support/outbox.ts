import { lastSmsCode as lastSmsCodeAt } from '@portal/server/testing';

import { databaseUrl } from './portal.js';

/** The latest SMS code the local provider "sent" to a number, read from the outbox table. */
export function lastSmsCode(recipient: string): Promise<string> {
  return lastSmsCodeAt(databaseUrl(), recipient);
}
