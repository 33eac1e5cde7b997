import { agentPaths, type Notice } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure } from '../../test/fake-api';
import { ok } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { agentApi, atSiteEvening, openWhileLoading } from './agent-fixtures';

atSiteEvening();

// 2025-01-15T05:06:07Z is 12:06:07 at the site (UTC+7).
const notice = (id: string, title: string, startDateStr = Date.parse('2025-01-15T05:06:07Z')): Notice => ({
  id,
  title,
  content: `${title}: the details`,
  startDateStr,
});
const pageOf = (items: Notice[], page: number, total = items.length) => ok({ items, page, pageSize: 10, total });

describe('agentAnnouncement', () => {
  it('shows a skeleton, then the notices newest first with their site time, the newest opened', async () => {
    const api = await agentApi();
    const answer = await openWhileLoading(api, agentPaths.notices, 'agentAnnouncement');
    answer(
      pageOf([notice('2', 'Commission statements'), notice('1', 'New report', Date.parse('2025-01-10T00:00:00Z'))], 1),
    );

    const first = await screen.findByRole('button', { name: /Commission statements/ });
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveTextContent('2025-01-15 12:06:07');
    expect(screen.getByText('Commission statements: the details')).toBeVisible();
    const second = screen.getByRole('button', { name: /New report/ });
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveTextContent('2025-01-10 07:00:00');
    const query = api.calls('GET', agentPaths.notices)[0]!;
    expect([query.query.get('page'), query.query.get('pageSize'), query.headers.Language]).toEqual(['1', '10', 'EN']);
  });

  it('opens one notice at a time and turns the page', async () => {
    const api = await agentApi();
    api.on('GET', agentPaths.notices, ({ query }) =>
      query.get('page') === '2'
        ? pageOf([notice('9', 'Older notice')], 2, 11)
        : pageOf(
            Array.from({ length: 10 }, (_, index) => notice(String(20 - index), `Notice ${index + 1}`)),
            1,
            11,
          ),
    );
    const user = userEvent.setup();
    renderApp('/agentHome?page=agentAnnouncement');
    const third = await screen.findByRole('button', { name: /Notice 3/ });
    await user.click(third);
    expect(third).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: /Notice 1(?!0)/ })).toHaveAttribute('aria-expanded', 'false');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    const older = await screen.findByRole('button', { name: /Older notice/ });
    expect(older).toHaveAttribute('aria-expanded', 'true');
    expect(api.calls('GET', agentPaths.notices).at(-1)!.query.get('page')).toBe('2');
  });

  it('says so when there is no notice', async () => {
    const api = await agentApi();
    api.on('GET', agentPaths.notices, () => pageOf([], 1));
    renderApp('/agentHome?page=agentAnnouncement');
    expect(await screen.findByText('No notices right now')).toBeInTheDocument();
  });

  it('shows a failure with a retry that loads the notices', async () => {
    const api = await agentApi();
    api.on('GET', agentPaths.notices, () => failure('DATABASE_UNAVAILABLE', 'error.database_unavailable', 503));
    const user = userEvent.setup();
    renderApp('/agentHome?page=agentAnnouncement');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This list could not be loaded');
    api.on('GET', agentPaths.notices, () => pageOf([notice('1', 'Back again')], 1));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: /Back again/ })).toHaveAttribute('aria-expanded', 'true');
  });
});
