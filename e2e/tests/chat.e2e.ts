import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, snapshot, tourLanguages, waitForSettledPage } from '../support/browser.js';
import { operatorApi } from '../support/operator.js';
import { dismissSitePopups, logIn, openPage } from '../support/pages.js';
import { baseUrl } from '../support/portal.js';
import { addMember } from '../support/sites.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const base = () => baseUrl();
const password = 'Chatting123';
/** A 48 px PNG (a head and shoulders on a gradient); the server redraws it as a 256 px WebP. */
const avatarPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAMAAABg3Am1AAAB8lBMVEX////uhCLwkBrtfybtgCXtfifwkxjugyPugiTwkhntfCjuhSHuhiHwlBfteynwlRbwjxrvjhvvjRzvjB3teinvix7vih7uiCDviR/sdi3sdS3xlhbseSrseCvscy7xlxXsdyzxmBTrci/xmRPrcTDxmhLrcDDxnBLrbzHynRHrbjLynhDrbTPqazTynw/qbDToXD/qaDbqaTXyoA7oW0DqZzfqZjjyoQ7oWkDpZTjpYzrpZDnpYjvpYTztgSXpXzzoXj3yog3oXT7oWUHugSXzowznWELzpQvnVkPzpgvnVUPzpwrnVETnU0XzqAnnUkbzqQjmUUf0qgf0qwfmUEf0rAbmT0jmTkn0rQX//vz//v786Nr0rwTmTEr++fT++PT++fX+9vTmS0v0sAPxnUb//v3zo0LvjDjwlUvuhyf3xp/87NrwkyD4zKL+9/T4zp3uhSn++vX4zJ3+9/X2wpb++fbvkXzqak30r5/vjU/3w6D//f3lSkv1sQP3xKTseTHxmnjrckj74sX749b859ftfkDuhTz85tf2vpf73sX87NnxmXn50aH869n1uJz738bseUb749j50aL++vTypHL0q27zq27yonL74dn++PX0s574yqP3yqP859b1uZr++Pb++PP74Nn74Nr1sgLlSUz628clH7zwAAAACXBIWXMAAAsTAAALEwEAmpwYAAAB+UlEQVRIiZXTZ1MUQRAG4FeSCAICZyAc8SQoCGaSSlIJShaEIxyKEpScQQmCZCSIoCCoiP/TOuvK6enZhZr5/PRbvd29+P3+Zf3zZ5UVZSXFhY8f5ty9ee1qYvzl2OjIsAA/rzNu5wKDgs9fuHTxrO+p0973Pdw9oeHzPdw9faCX7+MPvXx/C/TyLeHQyw+3Qi/fGgW9/KgQ6OWHhEIvPzQCevkRMTDyr7uXentX+1rU/BgbVP925RX+vdrOdp5vi4PqP+D/W+th+XEJUPrZFB74zv0VKP27+nF11cZ8Evh8uqkHOphPAZ/nG7nAznwy+Pw/ywVNzN8A31ejXPCT+evg++UtWWV/G/we+uSCMebvgN9PSy3146PMp0O5t05aMMF9JpT7bF8U/s8k9xlQ77lnz9XV+ITqs2B0/20ddofDPqb0n5mRdQ/H/1+Kf4Dj/y/FZ0MvPzsXsm8d2B+kYx3c+LQu+VRI/gu7JOfrn6L+FqjfrlM9ULdMfBpoPwb5ztc1LXweyHwGjD2wK/wjkPnMmhV8Fb4AZP4Os4J+4YtA5t9kVtAs/BOQ/c6bFRwK/xRkvwtmBSPCl4Lcz5xJT83DwpeD3s+W8eKGiK+CdJ87XQb5Q9RXQ77Pjwcz36j+8WuE9lNVXYOT7p98r9M3QNO/gKZ/B01/9BcFHCd7b2SjYQAAAABJRU5ErkJggg==',
  'base64',
);

/** Opens the chat room from the side menu's live-chat entry (on a phone the menu is a drawer). */
async function openChat(page: Page, mobile = false) {
  if (mobile) await page.getByRole('button', { name: /^(Open menu|Mở menu)$/ }).click();
  await page
    .getByRole('navigation', { name: /^(Side menu|Menu bên)$/ })
    .getByRole('button', { name: /Live chat|Trò chuyện trực tuyến/ })
    .click();
}
const chatDialog = (page: Page) => page.getByRole('dialog', { name: /^(Customer service|Chăm sóc khách hàng)$/ });

async function signedIn(username: string, viewport: 'desktop' | 'mobile' = 'desktop', vietnamese = false) {
  // The avatar test routes the icon requests: the service worker must not carry them past the route.
  const opened = await openPage(browser, `${base()}/login`, viewport, {
    waitForHeading: false,
    serviceWorkers: 'block',
  });
  await dismissSitePopups(opened.page);
  await logIn(opened.page, username, password);
  if (vietnamese) {
    // The site's popups, in Vietnamese now, are closed by their own close button ("Đóng").
    const popup = opened.page.getByRole('dialog', { name: 'Tin mới cho bạn' });
    await opened.page.addLocatorHandler(popup, () => popup.getByRole('button', { name: 'Đóng' }).first().click());
    await opened.page.evaluate(() => localStorage.setItem('language', 'TY'));
    await opened.page.reload();
    await opened.page.waitForFunction(() => document.documentElement.lang === 'vi-VN');
    await opened.page.getByTestId('header-balance').waitFor();
  }
  return opened;
}

describe('customer service chat and the member avatar', () => {
  it('a member chats with the staff live on two devices at once, and finds the history after a reload', async () => {
    const username = `ch${Date.now().toString(36).slice(-7)}`;
    await addMember(username, password, 0);
    const staff = await operatorApi(`chatstaff${Date.now().toString(36).slice(-5)}`);
    const { page, errors, close } = await signedIn(username);

    await openChat(page);
    const room = chatDialog(page);
    await room.getByText('Ask us anything').waitFor();
    await room.getByLabel('Type your message').fill('Hello, my deposit has not arrived yet.');
    await room.getByRole('button', { name: 'Send' }).click();
    await room.getByRole('log').getByText('Hello, my deposit has not arrived yet.').waitFor();

    // The staff, through the operator API, finds the room unread first and answers it.
    const rooms = await staff('GET', '/wps/operator/chats');
    const mine = rooms.body.value.find((entry: { account: string }) => entry.account === username);
    expect(mine.unread).toBe(1);
    const answer = await staff('POST', `/wps/operator/chats/${mine.id}/messages`, {
      body: 'Thanks for waiting: your deposit is credited now.',
    });
    expect(answer.status).toBe(200);
    await room.getByRole('log').getByText('your deposit is credited now').waitFor();
    await expectAccessible(page);

    // Closing the room and reloading keeps the history; a new answer meanwhile shows as unread on the entry.
    await room.getByRole('button', { name: 'Close' }).click();
    await staff('POST', `/wps/operator/chats/${mine.id}/messages`, { body: 'Anything else we can do?' });
    await page.reload();
    await page.getByTestId('header-balance').waitFor();
    await page.getByRole('button', { name: /Live chat.*1 unread/ }).waitFor();
    await openChat(page);
    const log = chatDialog(page).getByRole('log');
    await log.getByText('Anything else we can do?').waitFor();
    expect(await log.getByRole('listitem').allTextContents()).toHaveLength(3);

    // The same member on a phone too (another browser context, its own session): what either side writes,
    // and the staff's answer, arrive live on both, with no reload.
    const phone = await signedIn(username, 'mobile');
    await openChat(phone.page, true);
    const phoneLog = chatDialog(phone.page).getByRole('log');
    await phoneLog.getByText('Anything else we can do?').waitFor();
    await chatDialog(page).getByLabel('Type your message').fill('I am on my phone as well.');
    await chatDialog(page).getByRole('button', { name: 'Send' }).click();
    await phoneLog.getByText('I am on my phone as well.').waitFor();
    await chatDialog(phone.page).getByLabel('Type your message').fill('Written on the phone.');
    await chatDialog(phone.page).getByRole('button', { name: 'Send' }).click();
    await log.getByText('Written on the phone.').waitFor();
    await staff('POST', `/wps/operator/chats/${mine.id}/messages`, { body: 'We see both of your devices.' });
    await Promise.all([log, phoneLog].map((each) => each.getByText('We see both of your devices.').waitFor()));
    expect(await phoneLog.getByRole('listitem').allTextContents()).toHaveLength(6);
    expect(errors).toEqual([]);
    expect(phone.errors).toEqual([]);
    await phone.close();
    await close();
  });

  it('shows the chat room at both widths in the tour languages', async () => {
    const username = `cs${Date.now().toString(36).slice(-7)}`;
    await addMember(username, password, 0);
    const staff = await operatorApi(`chatshot${Date.now().toString(36).slice(-5)}`);
    let answered = false;
    for (const viewport of ['desktop', 'mobile'] as const) {
      for (const language of tourLanguages(viewport)) {
        const vietnamese = language === 'TY';
        const shot = await signedIn(username, viewport, vietnamese);
        await openChat(shot.page, viewport === 'mobile');
        const room = chatDialog(shot.page);
        if (!answered) {
          // The first picture's member opens the room; the staff answers it.
          await room.getByRole('textbox').fill('Hello, my deposit has not arrived yet.');
          await room.getByRole('button', { name: /^(Send|Gửi)$/ }).click();
          await room.getByRole('log').getByText('Hello, my deposit has not arrived yet.').waitFor();
          const rooms = await staff('GET', '/wps/operator/chats');
          const mine = rooms.body.value.find((entry: { account: string }) => entry.account === username);
          await staff('POST', `/wps/operator/chats/${mine.id}/messages`, {
            body: 'Thanks for waiting: your deposit is credited now.',
          });
          answered = true;
        }
        await room.getByRole('log').getByText('Thanks for waiting: your deposit is credited now.').waitFor();
        await waitForSettledPage(shot.page);
        // The dialog is fixed to the viewport: a picture of the viewport shows it as a person sees it.
        await mkdir('screenshots', { recursive: true });
        await shot.page.screenshot({ path: `screenshots/chat-${vietnamese ? 'vi' : 'en'}-${viewport}.png` });
        await shot.close();
      }
    }
  });

  it('a member uploads an avatar; the header falls back to the portal image when it cannot load', async () => {
    const username = `av${Date.now().toString(36).slice(-7)}`;
    await addMember(username, password, 0);
    const { page, errors, close } = await signedIn(username);
    await page.goto(`${base()}/member`);
    const card = page.getByRole('region', { name: 'Your avatar' });
    await card.waitFor();
    await card.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: avatarPng });
    await page.getByText('Your avatar has been updated.').waitFor();
    const header = page.getByTestId('member-menu').locator('img');
    await expect.poll(() => header.getAttribute('src')).toMatch(/^\/art\/icons\/\d+-1-[A-Za-z0-9]{16}\.webp$/);
    await expect.poll(() => header.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await expectAccessible(page);
    expect(errors).toEqual([]);

    // The icon server is unreachable: the header shows the portal's own image instead.
    await page.route('**/art/icons/**', (route) => route.abort());
    await page.reload();
    await expect.poll(() => header.getAttribute('src')).toMatch(/avatar-fallback|^data:image\/svg/);
    await close();

    for (const viewport of ['desktop', 'mobile'] as const) {
      for (const language of tourLanguages(viewport)) {
        const vietnamese = language === 'TY';
        const shot = await signedIn(username, viewport, vietnamese);
        await shot.page.goto(`${base()}/member`);
        await shot.page.locator('.avatar-card img.avatar[src^="/art/icons/"]').waitFor();
        await shot.page.locator('.member-center__loading').waitFor({ state: 'detached' });
        await expect
          .poll(() => shot.page.locator('.avatar-card img').evaluate((img) => (img as HTMLImageElement).complete))
          .toBe(true);
        await waitForSettledPage(shot.page);
        await snapshot(shot.page, `avatar-${vietnamese ? 'vi' : 'en'}-${viewport}`);
        await shot.close();
      }
    }
  });
});
