import { crc32, deflateSync } from 'node:zlib';
import { addMember } from '@portal/server/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, expectAccessibleIn, launchBrowser, snapshot, tourLanguages } from '../support/browser.js';
import { operatorApi } from '../support/operator.js';
import { dialog, logIn, openPage } from '../support/pages.js';
import { databaseUrl } from '../support/portal.js';
import { siteWithStatus } from '../support/sites.js';

// Issue 13, manual applications and the raffle, in the browser: on a site of its own (so the demo sites'
// promotions stay as other journeys expect them), a member applies to a manual promotion with a comment
// and a screenshot, sees it "applying", the operator approves it through the operator API, and the member
// sees the bonus in the reward centre and the balance; a raffle draw pays its prize. Axe on every step;
// screenshots of /promotions, a detail, the apply dialog and the reward centre in EN and VI at 1440 and 390.
let browser: Browser;
let site: Awaited<ReturnType<typeof siteWithStatus>>;
let operator: Awaited<ReturnType<typeof operatorApi>>;
const password = 'Apply12345';
const stamp = Date.now().toString(36).slice(-6);

/** A real PNG drawn here: a 96 px square with a diagonal gradient (what a screenshot of a win stands for). */
function gradientPng(size = 96): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y++) {
    const row = y * (1 + size * 3);
    for (let x = 0; x < size; x++) rows.set([40 + x * 2, 80 + y, 200 - x], row + 1 + x * 3);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const texts = (en: string, vi: string) => ({ EN: en, TY: vi });
const startsAt = new Date(Date.now() - 60_000).toISOString();

beforeAll(async () => {
  browser = await launchBrowser();
  site = await siteWithStatus(0);
  operator = await operatorApi(`applyop${stamp}`);
  const define = (body: Record<string, unknown>) =>
    operator('POST', '/wps/operator/promotions', body, { merchant: site.code });
  const manual = await define({
    code: 'BIGWIN',
    kind: 'manual',
    title: texts('Show us your big win', 'Khoe chiến thắng lớn'),
    terms: texts(
      'Send a screenshot of a win of $100 or more: we review it within a day and pay $25.00 of bonus.',
      'Gửi ảnh chụp một lần thắng từ $100: chúng tôi xét trong một ngày và tặng $25.00 tiền thưởng.',
    ),
    startsAt,
    rules: { amount: '2500' },
    turnover: { multiple: 1, base: 'bonus' },
  });
  const raffle = await define({
    code: 'LUCKYDRAW',
    kind: 'raffle',
    title: texts('Lucky draw', 'Quay số may mắn'),
    terms: texts('One draw per member: $5.00 or $10.00.', 'Mỗi thành viên một lượt quay: $5.00 hoặc $10.00.'),
    startsAt,
    rules: {
      prizes: [
        { amount: '500', weight: 1 },
        { amount: '1000', weight: 1 },
      ],
    },
    turnover: { multiple: 1, base: 'bonus' },
  });
  expect([manual.status, raffle.status]).toEqual([200, 200]);
});
afterAll(() => browser.close());

async function member(username: string, viewport: 'desktop' | 'mobile' = 'desktop') {
  await addMember(databaseUrl(), { merchant: site.code, username, password, memberType: 0 });
  const opened = await openPage(browser, `${site.url}/login`, viewport);
  await logIn(opened.page, username, password);
  return opened;
}
const goTo = async (page: Page, path: string) => {
  await page.goto(`${site.url}${path}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
};
const balanceText = (page: Page) => page.getByTestId('header-balance').textContent();
const attach = (page: Page) =>
  page
    .getByRole('dialog', { name: /^(Apply|Đăng ký): / })
    .locator('input[type=file]')
    .setInputFiles({ name: 'big-win.png', mimeType: 'image/png', buffer: gradientPng() });

describe('manual applications and the raffle', () => {
  it('applies with a comment and a screenshot, is approved by the operator and paid; a raffle draw pays', async () => {
    const username = `ap${stamp}`;
    const { page, errors, close } = await member(username);
    await goTo(page, '/promotions?code=BIGWIN');
    const detail = dialog(page, 'Show us your big win');
    await detail.getByText('A bonus of $25.00 once your application is approved.', { exact: true }).waitFor();
    await detail.getByRole('button', { name: 'Apply' }).click();
    const form = dialog(page, 'Apply: Show us your big win');
    await form.getByRole('button', { name: 'Send application' }).click();
    await form.getByText('Comment: write a few words about your application.').waitFor();
    await form.getByLabel(/^Comment/).fill('A win of $320 on Lucky Sevens at 14:05 today');
    await form.getByText('44/140 characters').waitFor();
    await attach(page);
    await form.getByRole('img', { name: 'Screenshot 1' }).waitFor();
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Send application' }).click();
    await page.getByText('Application sent: the operator will review it.').first().waitFor();
    await detail.getByText(/Your application is being reviewed/).waitFor();

    await goTo(page, '/member?page=rewardCenter');
    const card = page.getByTestId('reward-BIGWIN');
    await card.getByText('Applying', { exact: true }).waitFor();
    await expectAccessible(page);
    await snapshot(page, 'applications-rewards-applying-en-desktop');

    // The operator reads the application (its comment and its one screenshot) and approves it.
    const listed = await operator('GET', '/wps/operator/applications', undefined, { merchant: site.code });
    const application = listed.body.value.items.find((item: { username: string }) => item.username === username);
    expect(application).toMatchObject({ comment: 'A win of $320 on Lucky Sevens at 14:05 today', images: 1 });
    const decided = await operator(
      'POST',
      `/wps/operator/applications/${application.id}/decision`,
      { decision: 'approve' },
      { merchant: site.code },
    );
    expect(decided.status).toBe(200);

    await page.reload();
    await card.getByText('In progress', { exact: true }).waitFor();
    expect(await card.textContent()).toContain('$25.00');
    await expect.poll(() => balanceText(page)).toContain('$25.00');
    const bar = card.getByRole('progressbar', { name: 'Turnover of Show us your big win' });
    expect(await bar.getAttribute('aria-valuetext')).toBe('$0.00 of $25.00 (0 %)');
    await expectAccessible(page);
    await snapshot(page, 'applications-rewards-approved-en-desktop');

    await goTo(page, '/promotions?code=LUCKYDRAW');
    const raffle = dialog(page, 'Lucky draw');
    await raffle.getByText('Prizes from $5.00 to $10.00.').waitFor();
    await raffle.getByText('You have one draw.').waitFor();
    await raffle.getByRole('button', { name: 'Draw' }).click();
    const result = dialog(page, 'Your prize');
    const won = (await result.getByText(/^You won \$(5|10)\.00!$/).textContent()) ?? '';
    const prize = won.includes('$10.00') ? 1000 : 500;
    await expectAccessible(page);
    await snapshot(page, 'raffle-result-en-desktop');
    await result.getByRole('button', { name: 'Done' }).click();
    await raffle.getByText(`You have had your draw: you won $${prize / 100}.00.`).waitFor();
    expect(await raffle.getByRole('button', { name: 'Draw' }).count()).toBe(0);
    await expect.poll(() => balanceText(page)).toContain(`$${(2500 + prize) / 100}.00`);
    expect(errors).toEqual([]);
    await close();
  });

  // One member per width, each page in the tour's languages (support/browser.ts; a loaded machine needs the longer limit).
  it.each(['desktop', 'mobile'] as const)(
    'looks finished in its tour languages (%s)',
    { timeout: 150_000 },
    async (viewport) => {
      const { page, errors, close } = await member(`as${viewport[0]}${stamp}`, viewport);
      const languages = tourLanguages(viewport);
      for (const language of languages) {
        const name = `${language === 'EN' ? 'en' : 'vi'}-${viewport}`;
        await page.evaluate((value) => localStorage.setItem('language', value), language);
        await goTo(page, '/promotions');
        const cards = page.getByRole('list', { name: language === 'EN' ? 'Promotions' : 'Khuyến mãi', exact: true });
        await cards.getByRole('listitem').nth(1).waitFor();
        await expectAccessibleIn(page, language, languages);
        await snapshot(page, `applications-promotions-${name}`);

        await goTo(page, '/promotions?code=BIGWIN');
        const apply = page.getByRole('dialog').getByRole('button', { name: language === 'EN' ? 'Apply' : 'Đăng ký' });
        await apply.waitFor();
        await expectAccessibleIn(page, language, languages);
        await snapshot(page, `applications-detail-${name}`);
        await apply.click();
        const form = page.getByRole('dialog', { name: /^(Apply|Đăng ký): / });
        await form.locator('textarea').fill(language === 'EN' ? 'My jackpot on Lucky Sevens' : 'Nổ hũ ở Lucky Sevens');
        await attach(page);
        await form.getByRole('img').first().waitFor();
        await expectAccessibleIn(page, language, languages);
        await snapshot(page, `applications-apply-${name}`);
        await form.getByRole('button', { name: language === 'EN' ? 'Cancel' : 'Hủy' }).click();

        await goTo(page, '/promotions?code=LUCKYDRAW');
        await page
          .getByRole('dialog')
          .getByRole('button', { name: language === 'EN' ? 'Draw' : 'Quay thưởng' })
          .waitFor();
        await expectAccessibleIn(page, language, languages);
        await snapshot(page, `applications-raffle-${name}`);

        await goTo(page, '/member?page=rewardCenter');
        await page.getByTestId('reward-BIGWIN').getByRole('button').waitFor();
        if (viewport === 'mobile') {
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow).toBeLessThanOrEqual(0);
        }
        await expectAccessibleIn(page, language, languages);
        await snapshot(page, `applications-rewards-${name}`);
      }
      expect(errors).toEqual([]);
      await close();
    },
  );
});
