import { feedbackPaths, type HelpItem } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeApi } from '../../test/fake-api';
import { ok } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

afterEach(() => vi.unstubAllGlobals());

const items: HelpItem[] = [
  { id: '1', title: 'How do I deposit?', content: 'Open Deposit and pick a channel.', anchor: null },
  { id: '2', title: 'Terms and conditions', content: 'For adults of 18 years or over.', anchor: 'term' },
];
const section = (name: string) =>
  screen.findByRole('heading', { name }).then((h) => h.closest('details') as HTMLDetailsElement);

describe('/help', () => {
  it("lists the site's help items in the interface's language, each opening on a click", async () => {
    const api = await fakeApi();
    api.on('GET', feedbackPaths.helpCenter, () => ok(items));
    renderApp('/help');
    const deposit = await section('How do I deposit?');
    expect(deposit.open).toBe(false);
    await userEvent.setup().click(within(deposit).getByText('How do I deposit?'));
    await waitFor(() => expect(deposit.open).toBe(true));
    const [call] = api.calls('GET', feedbackPaths.helpCenter);
    expect([call?.query.get('lang'), call?.query.get('device')]).toEqual(['EN', 'WEB']);
  });

  it('#term opens the terms and scrolls to them', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const api = await fakeApi();
    api.on('GET', feedbackPaths.helpCenter, () => ok(items));
    renderApp('/help#term');
    const terms = await section('Terms and conditions');
    expect(terms.id).toBe('term');
    await waitFor(() => expect(terms.open).toBe(true));
    expect((await section('How do I deposit?')).open).toBe(false);
    expect(scrolled).toHaveBeenCalled();
  });

  it('says so when the site has no help items, and offers a retry after a failure', async () => {
    const api = await fakeApi();
    let answer = () => failure('INTERNAL', 'error.unknown', 500);
    api.on('GET', feedbackPaths.helpCenter, () => answer());
    renderApp('/help');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    answer = () => ok([]);
    await userEvent.setup().click(retry);
    expect(await screen.findByText('No help items yet.')).toBeInTheDocument();
  });
});
