import { agentPaths } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure } from '../../test/fake-api';
import { ok } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { agentApi } from './agent-fixtures';

afterEach(() => vi.unstubAllGlobals());

const invitation = { code: 'AGENT01', link: 'https://localhost/?affiliateCode=AGENT01' };

async function registerApi() {
  const api = await agentApi();
  api.on('GET', agentPaths.invitation, () => ok(invitation));
  return api;
}

const form = async () => {
  const heading = await screen.findByRole('heading', { name: 'Open an account' });
  return within(heading.closest('section')!);
};

describe('registerCenter', () => {
  // Issue 22 finding 9: the account's one-time password is shown once, with a copy button.
  it('opens a member account below me and shows its one-time password once, to copy', async () => {
    const api = await registerApi();
    api.on('POST', agentPaths.downlines, ({ body }) =>
      ok({
        username: (body as { username: string }).username,
        type: 'member',
        mustChangePassword: true,
        oneTimePassword: 'Kx7pQm2vRt9w',
      }),
    );
    const user = userEvent.setup();
    renderApp('/agentHome?page=registerCenter');
    const panel = await form();
    await user.type(panel.getByLabelText(/^Username/), 'newbie1');
    await user.type(panel.getByLabelText('Nickname (optional)'), 'Newbie');
    await user.click(panel.getByRole('button', { name: 'Open account' }));
    const shown = await screen.findByRole('dialog', { name: 'Account newbie1 opened' });
    expect(shown).toHaveTextContent('It is shown only this once and cannot be shown again');
    expect(within(shown).getByRole('status', { name: 'One-time password' })).toHaveTextContent('Kx7pQm2vRt9w');
    // It stays until the agent says it is noted: no close button, and Escape does nothing.
    expect(within(shown).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(within(shown).getByRole('button', { name: 'Copy the one-time password' }));
    expect(await navigator.clipboard.readText()).toBe('Kx7pQm2vRt9w');
    await user.click(within(shown).getByRole('button', { name: 'I have noted it' }));
    expect(screen.queryByRole('dialog', { name: 'Account newbie1 opened' })).not.toBeInTheDocument();
    expect(screen.queryByText('Kx7pQm2vRt9w')).not.toBeInTheDocument();
    expect(await panel.findByRole('status')).toHaveTextContent('Member account newbie1 opened.');
    expect(api.calls('POST', agentPaths.downlines)[0]!.body).toEqual({
      username: 'newbie1',
      type: 'member',
      nickname: 'Newbie',
    });
    expect(panel.getByLabelText(/^Username/)).toHaveValue('');
  });

  it("shows the server's refusal under the username: the site's rule, then a taken name", async () => {
    const api = await registerApi();
    api.on('POST', agentPaths.downlines, () =>
      failure('VALIDATION_ERROR', 'reg_pattern_2', 400, { field: 'body.username', params: { min: 6, max: 12 } }),
    );
    const user = userEvent.setup();
    renderApp('/agentHome?page=registerCenter');
    const panel = await form();
    const username = panel.getByLabelText(/^Username/);
    await user.type(username, '9lives');
    await user.selectOptions(panel.getByRole('combobox', { name: /^Account type/ }), 'agent');
    await user.click(panel.getByRole('button', { name: 'Open account' }));
    expect(await panel.findByText('Start with a letter, then letters or digits; 6 to 12 characters.')).toBeVisible();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('POST', agentPaths.downlines)[0]!.body).toMatchObject({ type: 'agent' });

    api.on('POST', agentPaths.downlines, () =>
      failure('USERNAME_TAKEN', 'error.username_taken', 409, { field: 'body.username' }),
    );
    await user.click(panel.getByRole('button', { name: 'Open account' }));
    await waitFor(() => expect(username).toHaveAccessibleDescription(/already/i));
    expect(panel.queryByRole('status')).not.toBeInTheDocument();
  });

  it('asks for a username before calling the server', async () => {
    const api = await registerApi();
    const user = userEvent.setup();
    renderApp('/agentHome?page=registerCenter');
    const panel = await form();
    await user.click(panel.getByRole('button', { name: 'Open account' }));
    expect(await panel.findByText('Input cannot be empty')).toBeVisible();
    expect(api.calls('POST', agentPaths.downlines)).toHaveLength(0);
  });

  it('shows my invitation code and link with copy buttons and the QR code of the link', async () => {
    await registerApi();
    // user-event puts a clipboard of its own on the navigator.
    const user = userEvent.setup();
    renderApp('/agentHome?page=registerCenter');
    const heading = await screen.findByRole('heading', { name: 'My invitation' });
    const card = within(heading.closest('section')!);
    expect(await card.findByText('AGENT01')).toBeInTheDocument();
    expect(card.getByText(invitation.link)).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Copy Invitation link' }));
    expect(await navigator.clipboard.readText()).toBe(invitation.link);
    expect(await screen.findByText('Invitation link copied.')).toBeInTheDocument();
    expect(await card.findByRole('img', { name: 'QR code of your invitation link' })).toBeInTheDocument();
  });
});
