import { createOperator } from '@portal/server/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, snapshot, viewports } from '../support/browser.js';
import { firstConsoleSignIn, openSection } from '../support/console.js';
import { dialog, dismissSitePopups, openPage } from '../support/pages.js';
import { baseUrl, databaseUrl, port } from '../support/portal.js';

// Issue 25 "Sites": "register rules, … customer-service channels, resources and domains". An owner adds a
// customer-service channel and a domain and makes a registration field required, from the site's page; the member
// site shows the channel, answers at the new domain, and its registration form requires the field, without a restart.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const suffix = Date.now().toString(36).slice(-5);
const owner = `lists${suffix}`;
const channelTitle = `VIP desk ${suffix}`;
const channelPath = `https://t.me/vip_${suffix}`;
const domain = `vip${suffix}.test.localhost`;

/** The site page's tab, by its name in the tab row. */
async function openTab(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Site settings' }).getByRole('link', { name, exact: true }).click();
}

describe('a site’s lists in the console', () => {
  it('an owner adds a service channel and a domain and requires the e-mail; the member site follows at once', async () => {
    await createOperator(databaseUrl(), owner, `${owner}-password`);
    const { page, errors, close } = await openPage(browser, `${baseUrl()}/console`);
    await firstConsoleSignIn(page, owner, `${owner}-password`);
    await openSection(page, 'Sites');
    await page.getByRole('link', { name: 'Change AUR' }).click();
    await page.getByRole('heading', { level: 1, name: 'Aurora Play (AUR)' }).waitFor();

    // A Telegram channel with its titles: the list shows it once saved.
    await openTab(page, 'Service channels');
    const channelForm = page.getByRole('form', { name: 'New channel' });
    await channelForm.getByLabel('Type').selectOption('TELEGRAM');
    await channelForm.getByLabel('Label').fill(channelTitle);
    await channelForm.getByLabel('Title (EN)').fill(channelTitle);
    await channelForm.getByLabel('Title (TY)').fill(`Bàn VIP ${suffix}`);
    await channelForm.getByLabel('Address (https)').fill(channelPath);
    await channelForm.getByRole('button', { name: 'Add' }).click();
    await channelForm.getByRole('status').getByText('Saved.').waitFor();
    await page.getByRole('row', { name: new RegExp(channelTitle) }).waitFor();
    await expectAccessible(page);
    await snapshot(page, 'console-site-lists-service-desktop');

    // A domain, which the site answers at straight away.
    await openTab(page, 'Domains');
    const domainForm = page.getByRole('form', { name: 'Add a domain' });
    await domainForm.getByLabel('New domain (e.g. play.example.com)').fill(domain);
    await domainForm.getByRole('button', { name: 'Add' }).click();
    await domainForm.getByRole('status').getByText(`${domain} now serves this site.`).waitFor();
    await page.getByRole('row', { name: new RegExp(domain.replaceAll('.', '\\.')) }).waitFor();
    await snapshot(page, 'console-site-lists-domains-desktop');

    // The e-mail made required: registration asks for it at once.
    await openTab(page, 'Registration');
    const rules = page.getByRole('form', { name: 'Registration' });
    const required = rules.getByRole('checkbox', { name: 'Required: E-mail' });
    expect(await required.isChecked()).toBe(false);
    await required.check();
    await rules.getByRole('button', { name: 'Save' }).click();
    await rules
      .getByRole('status')
      .getByText(/^Saved: registration asks for \d+ fields now\.$/)
      .waitFor();
    await expectAccessible(page);
    await snapshot(page, 'console-site-lists-register-desktop');
    await openTab(page, 'Resources');
    await page.getByRole('row', { name: /instagram\.com/ }).waitFor();
    await snapshot(page, 'console-site-lists-resources-desktop');
    await openTab(page, 'Registration');

    // At 390 px the tabs and the rules' table stay within the screen (the table scrolls in its own region).
    await page.setViewportSize(viewports.mobile);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await snapshot(page, 'console-site-lists-register-mobile');
    await openTab(page, 'Service channels');
    await page.getByRole('row', { name: new RegExp(channelTitle) }).waitFor();
    await snapshot(page, 'console-site-lists-service-mobile');
    await openTab(page, 'Domains');
    await page.getByRole('row', { name: new RegExp(domain.replaceAll('.', '\\.')) }).waitFor();
    await snapshot(page, 'console-site-lists-domains-mobile');
    // In Vietnamese too: the tabs and the lists read in the console's second language.
    await page.getByRole('button', { name: 'Switch the console to Vietnamese' }).click();
    await page.getByRole('link', { name: 'Tên miền', exact: true }).waitFor();
    await page.getByText('Tên miền chính', { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await snapshot(page, 'console-site-lists-domains-ty-mobile');
    await page.setViewportSize(viewports.desktop);
    await page.getByRole('link', { name: 'Kênh hỗ trợ', exact: true }).click();
    await page.getByRole('form', { name: 'Kênh mới' }).waitFor();
    await expectAccessible(page);
    await snapshot(page, 'console-site-lists-service-ty-desktop');
    expect(errors).toEqual([]);
    await close();

    // The member site, at the new domain: the new channel in the side menu, the e-mail required to register.
    const member = await openPage(browser, `http://${domain}:${port()}/register`);
    await dismissSitePopups(member.page);
    const menu = member.page.getByRole('navigation', { name: 'Side menu' });
    const link = menu.getByRole('link', { name: channelTitle });
    expect(await link.getAttribute('href')).toBe(channelPath);
    const register = dialog(member.page, 'Register');
    await register.getByRole('tab', { name: 'Username' }).click();
    const email = register.getByLabel(/^E-mail/);
    expect(await email.getAttribute('aria-required')).toBe('true');
    await register.getByLabel(/^Username/).fill(`mail${suffix}`);
    await register.getByLabel(/^Password/).fill('Secret123');
    await register.getByLabel(/^Confirm password/).fill('Secret123');
    await register.getByRole('checkbox', { name: /terms/i }).check();
    await register.getByRole('checkbox', { name: /18/ }).check();
    await register.getByRole('button', { name: 'Register' }).click();
    await register.getByText('Input cannot be empty').waitFor();
    await snapshot(member.page, 'console-site-lists-member-register');
    expect(member.errors).toEqual([]);
    await member.close();
  });
});
