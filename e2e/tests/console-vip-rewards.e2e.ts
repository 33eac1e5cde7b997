import { createOperator } from '@portal/server/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, snapshot, viewports } from '../support/browser.js';
import { firstConsoleSignIn, openSection } from '../support/console.js';
import { dismissSitePopups, logIn, openPage } from '../support/pages.js';
import { baseUrl, databaseUrl } from '../support/portal.js';
import { addMember } from '../support/sites.js';

// Issue 25 "Content": VIP levels and point-mall rewards edited in full in the console. A content operator adds a
// reward and changes a VIP level's birthday bonus; the member's point mall shows the reward, the VIP page the bonus.
let browser: Browser;
const playerName = `vr${Date.now().toString(36).slice(-7)}`;
const shots = process.env.SHOTS_DIR;
beforeAll(async () => {
  browser = await launchBrowser();
  await addMember(playerName, 'Rewards123', 0);
});
afterAll(() => browser.close());

/** The screen at 1440 and 390 px into SHOTS_DIR when given (a person looks at them), else e2e/screenshots. */
async function shoot(page: Page, name: string) {
  for (const [size, viewport] of [
    ['1440', viewports.desktop],
    ['390', viewports.mobile],
  ] as const) {
    await page.setViewportSize(viewport);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${size} px`).toBeLessThanOrEqual(0);
    if (shots) await page.screenshot({ path: `${shots}/${name}-${size}.png`, fullPage: true });
    else await snapshot(page, `${name}-${size}`);
  }
  await page.setViewportSize(viewports.desktop);
}

describe('the console edits VIP levels and mall rewards', () => {
  it('a content operator adds a reward and changes a birthday bonus; the member sees both', async () => {
    const writer = `vipper${Date.now().toString(36).slice(-5)}`;
    const mark = writer.slice(-5).toUpperCase();
    await createOperator(databaseUrl(), writer, `${writer}-password`, 'content');
    const { page, errors, close } = await openPage(browser, `${baseUrl()}/console`);
    await firstConsoleSignIn(page, writer, `${writer}-password`);
    await openSection(page, 'Content');

    await page.getByRole('link', { name: 'Mall rewards' }).click();
    await page.getByRole('button', { name: 'New reward' }).click();
    const rewardForm = page.getByRole('form', { name: 'New reward' });
    await rewardForm.getByLabel('Name (EN)').fill(`Travel mug ${mark}`);
    await rewardForm.getByLabel('Points per unit').fill('40');
    await rewardForm.getByLabel('Stock').fill('7');
    await rewardForm
      .getByRole('region', { name: 'Preview as members see it' })
      .getByText(`Travel mug ${mark}`)
      .waitFor();
    await expectAccessible(page);
    await shoot(page, 'console-rewards-form');
    await rewardForm.getByRole('button', { name: 'Save changes' }).click();
    await rewardForm.waitFor({ state: 'detached' });
    const row = page.getByRole('row', { name: new RegExp(`Travel mug ${mark}`) });
    await row.getByText('Live', { exact: true }).waitFor();
    await shoot(page, 'console-rewards');

    await page.getByRole('link', { name: 'VIP levels' }).click();
    await page.getByRole('button', { name: 'Edit Level 1' }).click();
    const levelForm = page.getByRole('form', { name: 'Level 1' });
    await levelForm.getByText('Changes take effect at the next VIP review').waitFor();
    await levelForm.getByLabel(/^Birthday bonus/).fill('12.34');
    await levelForm
      .getByRole('region', { name: 'Preview as members see it' })
      .getByText(/\$12\.34/)
      .waitFor();
    await expectAccessible(page);
    await shoot(page, 'console-vip-level-form');
    await levelForm.getByRole('button', { name: 'Save changes' }).click();
    await levelForm.waitFor({ state: 'detached' });
    await page.getByRole('row', { name: /VIP1/ }).getByText('$12.34').waitFor();
    await shoot(page, 'console-vip-levels');

    // The same screen in Vietnamese.
    await page.evaluate(() => localStorage.setItem('portal.console.language', 'TY'));
    await page.reload();
    await page.getByRole('link', { name: 'Cấp VIP' }).first().waitFor();
    await page.getByRole('button', { name: 'Thêm cấp trên cùng' }).click();
    await page.getByRole('form', { name: 'Cấp mới 5' }).waitFor();
    await expectAccessible(page);
    await shoot(page, 'console-vip-levels-ty');
    expect(errors).toEqual([]);
    await close();

    // The member: the VIP page's table shows the new bonus, the point mall the new reward.
    const member = await openPage(browser, `${baseUrl()}/login`);
    await dismissSitePopups(member.page);
    await logIn(member.page, playerName, 'Rewards123');
    await member.page.goto(`${baseUrl()}/vip`);
    const levels = member.page.getByRole('table', { name: 'Levels and benefits' });
    const bonusRow = levels.getByRole('rowheader', { name: 'Birthday bonus' }).locator('xpath=..');
    await bonusRow.getByText('$12.34').waitFor();
    await member.page.goto(`${baseUrl()}/pointMall`);
    await member.page.getByRole('heading', { name: `Travel mug ${mark}` }).waitFor();
    expect(member.errors).toEqual([]);
    await member.close();
  });
});
