import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { dialog } from './pages.js';
import { baseUrl } from './portal.js';

/** A page of the member centre (`/member?page=<key>`), once its heading is there. */
export async function memberPage(page: Page, key: string): Promise<void> {
  await page.goto(`${baseUrl()}/member?page=${key}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

/**
 * What a member needs before asking for a withdrawal, set in the security centre as a member does it: a payment
 * password (proved by the login password) and a bank account at Demo Bank. The account shows masked to its last four
 * digits once saved, which is what this waits for.
 */
export async function readyToWithdraw(
  page: Page,
  member: { loginPassword: string; paymentPassword: string; accountNumber: string; payeeName: string },
): Promise<void> {
  await memberPage(page, 'securityCenter');
  await page.getByRole('button', { name: 'Set payment password' }).click();
  const setPassword = dialog(page, 'Set payment password');
  await setPassword.getByLabel(/^Login password/).fill(member.loginPassword);
  await setPassword.getByLabel(/^New payment password/).fill(member.paymentPassword);
  await setPassword.getByLabel(/^Confirm new payment password/).fill(member.paymentPassword);
  await setPassword.getByRole('button', { name: 'Save payment password' }).click();
  await page.getByText('Your payment password is set.').first().waitFor();
  await page.getByRole('button', { name: 'Add bank account' }).click();
  const addAccount = dialog(page, 'Add bank account');
  await addAccount.getByLabel(/^Bank name/).fill('Demo Bank');
  await addAccount.getByLabel(/^Account number/).fill(member.accountNumber);
  await addAccount.getByLabel(/^Payee name/).fill(member.payeeName);
  await addAccount.getByRole('button', { name: 'Save bank account' }).click();
  await page
    .getByText(`****${member.accountNumber.slice(-4)}`)
    .first()
    .waitFor();
}

/**
 * A real 1x1 PNG, as a phone's screenshot of a bank receipt would be one, written to a temporary file for an upload.
 * `name` keeps each journey's file its own (with the process id: two workers never share one).
 */
export function receiptImage(name: string): string {
  const file = path.join(tmpdir(), `${name}-${process.pid}.png`);
  writeFileSync(
    file,
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    ),
  );
  return file;
}
