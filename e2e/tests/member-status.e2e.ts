import { operatorMemberPaths } from '@portal/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, snapshot } from '../support/browser.js';
import { operatorApi } from '../support/operator.js';
import { dismissSitePopups, logIn, openPage, sendLogIn } from '../support/pages.js';
import { baseUrl } from '../support/portal.js';
import { addMember } from '../support/sites.js';

// Issue 25's "a support operator locks a member, who is signed out at once and cannot sign in", the member's side
// in the browser (the console's members page comes with the next part of the issue; the operator uses its API).
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('a locked member', () => {
  it('is signed out at once, and told why at the next sign-in', async () => {
    const username = `lockme${Date.now().toString(36).slice(-6)}`;
    const password = 'Player123';
    await addMember(username, password, 0);
    const { page, errors, close } = await openPage(browser, `${baseUrl()}/`);
    await dismissSitePopups(page);
    await logIn(page, username, password);

    const desk = await operatorApi(`desk${Date.now().toString(36)}`, 'support');
    const locked = await desk('POST', operatorMemberPaths.status.replace(':username', username), {
      status: 'locked',
      reason: 'documents requested',
    });
    expect(locked.body.value).toMatchObject({ status: 'locked', endedSessions: 1 });

    // The next page the member opens finds the session gone: the header offers the sign-in again.
    await page.goto(`${baseUrl()}/member?page=personalHistoryCopy`);
    await page.getByRole('button', { name: 'Log in' }).first().waitFor();
    const login = await sendLogIn(page, username, password);
    await login.getByText('The site has locked or closed this account. Contact customer service.').waitFor();
    await snapshot(page, 'member-locked-desktop');
    expect(errors).toEqual([]);
    await close();
  });
});
