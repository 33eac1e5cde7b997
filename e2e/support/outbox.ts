import { lastSmsCode as lastSmsCodeAt } from '@portal/server/testing';
import { inject } from 'vitest';

/** The latest SMS code the local provider "sent" to a number, read from the outbox table. */
export function lastSmsCode(recipient: string): Promise<string> {
  return lastSmsCodeAt(inject('databaseUrl'), recipient);
}
