import { addMember, createOperator } from '@portal/server/testing';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, snapshot } from '../support/browser.js';
import { firstConsoleSignIn, openSection } from '../support/console.js';
import { dismissSitePopups, logIn, openPage } from '../support/pages.js';
import { baseUrl, databaseUrl } from '../support/portal.js';

// Issue 25 "Service desk", in the console: a member writes in the live chat and sends feedback; a support operator
// adds a canned reply of the site, takes the chat, answers it with that reply (the member reads it live in its chat
// room) and answers the feedback.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const suffix = Date.now().toString(36).slice(-5);

describe('the service desk', () => {
  it('a support operator takes and answers a live chat and a feedback; the member reads the answer', async () => {
    const username = `desk${suffix}`;
    const desk = `sup${suffix}`;
    await addMember(databaseUrl(), { merchant: 'AUR', username, password: 'member-pass-1', memberType: 0 });
    await createOperator(databaseUrl(), desk, `${desk}-password`, 'support');

    // The member writes in the live chat (its page) and sends feedback (its API, with the page's session).
    const player = await openPage(browser, `${baseUrl()}/`);
    await dismissSitePopups(player.page);
    await logIn(player.page, username, 'member-pass-1');
    await player.page
      .getByRole('navigation', { name: 'Side menu' })
      .getByRole('button', { name: /Live chat/ })
      .click();
    const room = player.page.getByRole('dialog', { name: 'Customer service' });
    await room.getByLabel('Type your message').fill('Hello, where is my bonus?');
    await room.getByRole('button', { name: 'Send' }).click();
    await room.getByRole('log').getByText('Hello, where is my bonus?').waitFor();
    const token = await player.page.evaluate(() => sessionStorage.getItem('token'));
    const sent = await fetch(`${baseUrl()}/wps/feedback`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', merchant: 'AUR', device: 'WEB', authorization: token ?? '' },
      body: JSON.stringify({ questionType: 'PROMOTION', content: 'The welcome bonus did not arrive after my deposit' }),
    });
    expect(sent.status).toBe(200);

    // The support operator opens the desk: the member's chat is listed; it takes it and answers with a canned reply.
    const { page, errors, close } = await openPage(browser, `${baseUrl()}/console`);
    await firstConsoleSignIn(page, desk, `${desk}-password`);
    await openSection(page, 'Service desk');
    // The site's own canned replies: the support operator adds one in English for this case.
    const bonusReply = `Your bonus is on its way (case ${suffix}).`;
    await page.getByRole('link', { name: 'Canned replies' }).click();
    await page.getByRole('table', { name: 'Canned replies' }).getByText('Greeting').first().waitFor();
    const cannedForm = page.getByRole('form', { name: 'Add a canned reply' });
    await cannedForm.getByLabel('Language').selectOption('EN');
    await cannedForm.getByLabel('Title (what the picker shows)').fill(`Bonus ${suffix}`);
    await cannedForm.getByLabel('Reply').fill(bonusReply);
    await cannedForm.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`Saved “Bonus ${suffix}”.`).waitFor();
    await expectAccessible(page);
    await snapshot(page, 'console-desk-canned-desktop');
    await page.getByRole('link', { name: 'Live chat' }).click();
    await page.getByRole('button', { name: `Open: ${username}` }).click();
    const chat = page.getByRole('region', { name: `Chat with ${username}` });
    await chat.getByRole('log').getByText('Hello, where is my bonus?').waitFor();
    await chat.getByRole('button', { name: 'Take', exact: true }).click();
    await chat.getByText('You hold this chat.').waitFor();
    await page
      .getByRole('row', { name: new RegExp(username) })
      .getByText(desk)
      .waitFor();
    await chat.getByLabel('Canned reply').selectOption({ label: `Bonus ${suffix}` });
    const reply = await chat.getByLabel('Reply', { exact: true }).inputValue();
    expect(reply).toBe(bonusReply);
    await chat.getByRole('button', { name: 'Send', exact: true }).click();
    await chat.getByRole('log').getByText(reply).waitFor();
    await room.getByRole('log').getByText(reply).waitFor();
    // The member writes again: the open chat shows it without a reload (the room's event stream).
    await room.getByLabel('Type your message').fill('Thanks, I will wait.');
    await room.getByRole('button', { name: 'Send' }).click();
    await chat.getByRole('log').getByText('Thanks, I will wait.').waitFor();
    await expectAccessible(page);
    await snapshot(page, 'console-desk-desktop');

    // The feedback, waiting, answered after the confirm step; the member finds the answer in its feedback.
    await page.getByRole('link', { name: 'Feedback' }).click();
    await page.getByLabel('State').selectOption('false');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => page.url()).toContain('answered=false');
    const row = page.getByRole('row', { name: new RegExp(username) });
    await row.getByRole('button', { name: /^Answer #/ }).click();
    const dialog = page.getByRole('dialog', { name: new RegExp(`^Answer feedback #\\d+ of ${username}$`) });
    await dialog.getByText('The welcome bonus did not arrive after my deposit').waitFor();
    await dialog.getByLabel('Your answer (the member reads it)').fill('The bonus is credited now, sorry for the wait.');
    await dialog.getByRole('button', { name: 'Send the answer' }).click();
    await page
      .getByRole('status')
      .getByText(new RegExp(`Feedback #\\d+ of ${username} answered.`))
      .waitFor();
    const mine = await fetch(`${baseUrl()}/wps/feedback`, {
      headers: { merchant: 'AUR', device: 'WEB', authorization: token ?? '' },
    });
    expect((await mine.json()).value.items[0]).toMatchObject({
      answer: 'The bonus is credited now, sorry for the wait.',
    });

    // At a phone's width: the chat page still fits, the wide table scrolls inside itself.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseUrl()}/console/desk/chats`);
    await page.getByRole('button', { name: `Open: ${username}` }).click();
    await page
      .getByRole('region', { name: `Chat with ${username}` })
      .getByRole('log')
      .getByText(reply)
      .waitFor();
    await snapshot(page, 'console-desk-mobile');
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.goto(`${baseUrl()}/console/desk/canned`);
    await page.getByRole('table', { name: 'Canned replies' }).getByText(`Bonus ${suffix}`).waitFor();
    await snapshot(page, 'console-desk-canned-mobile');
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await player.close();
    await close();
  });
});
