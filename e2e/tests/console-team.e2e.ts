import { addMember, createOperator, lastMessageTo } from '@portal/server/testing';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, snapshot } from '../support/browser.js';
import { enrolAuthenticator, firstConsoleSignIn, openSection } from '../support/console.js';
import { operatorApi } from '../support/operator.js';
import { dismissSitePopups, logIn, openPage } from '../support/pages.js';
import { baseUrl, databaseUrl } from '../support/portal.js';

// Issue 25's done-when, in the console: an owner invites a finance operator, who takes the e-mailed link, sets a
// password and enrols; the owner changes its role and reads it in the audit log; a support operator finds a member
// and locks it, and the member is signed out at once; it notes why and tags the member, and finds it by the tag.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const suffix = Date.now().toString(36).slice(-5);

describe('the console runs the team and the members', () => {
  it('an owner invites an operator by e-mail, who joins with two-step sign-in; the role change is audited', async () => {
    const owner = `boss${suffix}`;
    const invitee = `fin${suffix}`;
    await createOperator(databaseUrl(), owner, `${owner}-password`);
    const { page, errors, close } = await openPage(browser, `${baseUrl()}/console`);
    await firstConsoleSignIn(page, owner, `${owner}-password`);

    await openSection(page, 'Operators');
    const invite = page.getByRole('form', { name: 'Invite an operator' });
    await invite.getByLabel('Username').fill(invitee);
    await invite.getByLabel('E-mail').fill(`${invitee}@example.test`);
    await invite.getByLabel('Role').selectOption('finance');
    await invite.getByRole('button', { name: 'Send the invitation' }).click();
    await page.getByRole('status').getByText(`Invitation sent to ${invitee}@example.test.`).waitFor();
    await page.getByRole('region', { name: 'Open invitations' }).getByText(invitee).waitFor();
    await expectAccessible(page);
    await snapshot(page, 'console-operators-desktop');

    // The invitee's own browser, from the e-mail.
    const link = /https?:\/\/\S+\/console\/\?invite=[\w-]+/.exec(
      await lastMessageTo(databaseUrl(), `${invitee}@example.test`),
    );
    expect(link).not.toBeNull();
    const joining = await openPage(browser, link![0].replace(/^https?:\/\/[^/]+/, baseUrl()));
    await joining.page.getByRole('heading', { name: 'Join the operator console' }).waitFor();
    await joining.page.getByText(`You were invited as Finance with the username ${invitee}.`).waitFor();
    await joining.page.getByLabel('Password (at least 10 characters)').fill('finance-password-1');
    await joining.page.getByLabel('Password again').fill('finance-password-1');
    await joining.page.getByRole('button', { name: 'Set the password' }).click();
    await enrolAuthenticator(joining.page);
    await joining.page.getByRole('heading', { name: invitee }).waitFor();
    expect(await joining.page.getByTestId('operator-role').textContent()).toBe('Finance');
    expect(joining.page.url()).not.toContain('invite=');
    await joining.close();

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Operators' }).waitFor();
    const row = page.getByRole('row', { name: new RegExp(invitee) });
    expect(await row.getByRole('cell').nth(4).textContent()).toBe('On');
    await row.getByLabel(`Role of ${invitee}`).selectOption('support');
    await expect.poll(() => row.getByLabel(`Role of ${invitee}`).inputValue()).toBe('support');

    await openSection(page, 'Audit log');
    await page.getByLabel('Action (or family, e.g. member.)').fill('operator.role');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => page.url()).toContain('action=operator.role');
    // The filtered page replaces the unfiltered one: only the role change is left of the invitee's rows.
    const entries = page.getByRole('row', { name: new RegExp(invitee) });
    await expect.poll(() => entries.count()).toBe(1);
    expect(await entries.textContent()).toContain('"after":"support"');
    await snapshot(page, 'console-audit-desktop');

    // Finance's part, which an owner has too: a credit with a reason, once, on the member's page.
    const payee = `paid${suffix}`;
    await addMember(databaseUrl(), { merchant: 'AUR', username: payee, password: 'member-pass-1', memberType: 0 });
    await page.goto(`${baseUrl()}/console/members/${payee}`);
    const adjust = page.getByRole('form', { name: 'Adjust the balance' });
    await adjust.getByLabel('Amount').fill('12.50');
    await adjust.getByLabel('Reason (kept in the audit log)').fill('goodwill after an outage');
    await adjust.getByRole('button', { name: 'Adjust the balance' }).click();
    await adjust.getByRole('status').waitFor();
    await expect.poll(() => page.getByTestId('main-balance').textContent()).toBe('$12.50');
    // The member's statement on its page shows the credit with its reason, as the member's own history does.
    await page.getByRole('region', { name: 'Statement' }).getByText('goodwill after an outage').waitFor();
    await snapshot(page, 'console-member-desktop');
    for (const tab of ['Game rounds', 'Lottery orders']) {
      await page.getByRole('link', { name: tab, exact: true }).click();
      await page.getByRole('region', { name: tab }).getByText('Nothing matches these filters.').waitFor();
    }

    // The dashboard agrees with the API's own figures, and fits a phone.
    const api = await operatorApi(`api${suffix}`);
    // The site's days (its time zone), as the console's default range counts them.
    const { timeZone } = (await api('GET', '/wps/operator/me')).body.value.site;
    const siteDay = (at: number) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(at);
    const today = siteDay(Date.now());
    const week = siteDay(Date.now() - 6 * 86_400_000);
    const figures = (await api('GET', `/wps/operator/dashboard?from=${week}&to=${today}`)).body.value;
    await openSection(page, 'Dashboard');
    await page.getByRole('figure', { name: 'Deposits and withdrawals by day' }).waitFor();
    const ngr = (await page.getByTestId('kpi-ngr').textContent()) ?? '';
    expect(ngr.replace(/[^\d-]/g, '').replace(/^0+(?=\d)/, '')).toBe(String(Number(figures.totals.ngr)));
    await expectAccessible(page);
    await snapshot(page, 'console-dashboard-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await snapshot(page, 'console-dashboard-mobile');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await close();
  });

  it('a support operator finds a member and locks it; the member is signed out at once', async () => {
    const desk = `desk${suffix}`;
    const member = `lockme${suffix}`;
    await createOperator(databaseUrl(), desk, `${desk}-password`, 'support');
    await addMember(databaseUrl(), { merchant: 'AUR', username: member, password: 'member-pass-1', memberType: 0 });
    const player = await openPage(browser, `${baseUrl()}/`);
    await dismissSitePopups(player.page);
    await logIn(player.page, member, 'member-pass-1');

    const { page, errors, close } = await openPage(browser, `${baseUrl()}/console`, 'mobile');
    await firstConsoleSignIn(page, desk, `${desk}-password`);
    await openSection(page, 'Members');
    await page.getByLabel('Username starts with').fill(member.slice(0, 8));
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: member }).click();
    await page.getByRole('heading', { level: 1, name: member }).waitFor();
    await page.getByRole('region', { name: 'Signed-in sessions' }).getByRole('row').nth(1).waitFor();
    await snapshot(page, 'console-member-mobile');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);

    const action = page.getByRole('form', { name: 'Account status' });
    await action.getByLabel('New status').selectOption('locked');
    await action.getByLabel('Reason (kept in the audit log)').fill('asked by the member on the phone');
    await action.getByRole('button', { name: 'Change status' }).click();
    await page.getByRole('status').getByText('Status changed; 1 sessions ended.').waitFor();
    await page.getByRole('heading', { level: 1, name: member }).locator('..').getByText('Locked').waitFor();
    await page.getByRole('region', { name: 'Operator actions' }).getByText('member.status').waitFor();
    const reset = page.getByRole('form', { name: 'Reset the password' });
    await reset.getByLabel('Reason (kept in the audit log)').fill('locked out of e-mail and phone');
    await reset.getByRole('button', { name: 'Reset the password' }).click();
    expect(await reset.getByTestId('one-time-password').textContent()).toMatch(/^[A-Za-z0-9]{12}$/);

    // A note (kept, newest first, with its author) and a tag, which finds the member in the search.
    const notes = page.getByRole('region', { name: 'Notes' });
    await notes.getByLabel('New note (kept as written, never edited)').fill('Called in to lock the account.');
    await notes.getByRole('button', { name: 'Add the note' }).click();
    await notes.getByRole('listitem').filter({ hasText: desk }).getByText('Called in to lock the account.').waitFor();
    const tag = `watch${suffix}`;
    const tags = page.getByRole('region', { name: 'Tags' });
    await tags.getByLabel('Tags (comma separated, e.g. VIP, watch)').fill(`${tag}, VIP`);
    await tags.getByRole('button', { name: 'Save the tags' }).click();
    const tagged = tags.getByRole('link', { name: `Members tagged ${tag}` });
    await tagged.waitFor();
    await snapshot(page, 'console-member-notes-mobile');
    await tagged.click();
    await page.getByRole('heading', { level: 1, name: 'Members' }).waitFor();
    expect(await page.getByLabel('Tag', { exact: true }).inputValue()).toBe(tag);
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await page.getByRole('link', { name: member }).waitFor();

    // The next page the member opens finds its session gone: the header offers the sign-in again.
    await player.page.goto(`${baseUrl()}/member?page=personalHistoryCopy`);
    await player.page.getByRole('button', { name: 'Log in' }).first().waitFor();
    expect(errors).toEqual([]);
    await player.close();
    await close();
  });
});
