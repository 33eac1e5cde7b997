import type { Page } from 'playwright-core';

/**
 * A call of the portal's API made from inside the signed-in page, as the web app makes it: same origin, with the
 * session's token (and site) from sessionStorage. For steps that only set a journey's scene (turnover before the
 * pages under test, whether the server has settled yet), where going through the interface proves nothing more.
 */
export function callAsMember<T = unknown>(
  page: Page,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: { success: boolean; code?: string; value: T } }> {
  return page.evaluate(
    async ({ path, body }) => {
      const headers: Record<string, string> = {
        Accept: 'application/json',
        Device: 'WEB',
        Authorization: sessionStorage.getItem('token') ?? '',
      };
      const merchant = sessionStorage.getItem('merchant');
      if (merchant) headers.Merchant = merchant;
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const response = await fetch(path, {
        method: body === undefined ? 'GET' : 'POST',
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
    { path, body },
  );
}
