import { promotionPaths, type Reward, rewardStates } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../locales/en.json';
import ja from '../../locales/ja.json';
import ko from '../../locales/ko.json';
import pt from '../../locales/pt.json';
import ty from '../../locales/ty.json';
import { failure } from '../../test/fake-api';
import { ok } from '../../test/fixtures';
import { memberApi } from '../../test/member';
import { renderApp } from '../../test/render-app';
import { manualPromotion, reward, serveRewards } from './promotion-fixtures';

const applyPath = promotionPaths.apply.replace(':code', 'BIGWIN');
const previews: string[] = [];

beforeEach(() => {
  previews.length = 0;
  // jsdom has no object URLs.
  URL.createObjectURL = vi.fn(() => `blob:shot-${previews.push('x')}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

const image = (name: string, type = 'image/png', bytes = 2048) => new File([new Uint8Array(bytes)], name, { type });
const bigWin = (overrides: Partial<Reward> = {}) =>
  reward('BIGWIN', { promotion: { code: 'BIGWIN', kind: 'manual', title: 'Show us your big win' }, ...overrides });
const card = async () => within(await screen.findByTestId('reward-BIGWIN'));
const applyDialog = async () => within(await screen.findByRole('dialog', { name: 'Apply: Show us your big win' }));

/** The multipart body the browser sent to the apply call. */
function sentForm(api: Awaited<ReturnType<typeof memberApi>>): FormData {
  const call = api.fetchMock.mock.calls.find(([input]) => String(input) === applyPath);
  return call?.[1]?.body as FormData;
}

describe('applying to a manual promotion', () => {
  it('checks the comment and the images as the contracts do, naming the field, then sends them as multipart', async () => {
    const api = await memberApi();
    let state: Reward['state'] = 'join';
    const answer = serveRewards(api, () => [bigWin({ state, id: state === 'join' ? null : '31' })]);
    let release = () => {};
    api.on('POST', applyPath, async () => {
      // The server answers once the test lets it: meanwhile the form shows that it is sending.
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      state = 'applying';
      return answer();
    });
    // The browser's picker offers only PNG and JPG; a file dropped past it is still checked.
    const user = userEvent.setup({ applyAccept: false });
    renderApp('/member?page=rewardCenter');
    const bigWinCard = await card();
    expect(bigWinCard.getByText('Apply with a comment and screenshots.')).toBeInTheDocument();
    await user.click(bigWinCard.getByRole('button', { name: 'Apply' }));
    const dialog = await applyDialog();

    await user.click(dialog.getByRole('button', { name: 'Send application' }));
    expect(dialog.getByText('Comment: write a few words about your application.')).toBeInTheDocument();
    const comment = dialog.getByLabelText(/^Comment/);
    await user.click(comment);
    await user.paste('x'.repeat(141));
    expect(dialog.getByText('141/140 characters')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Send application' }));
    expect(dialog.getByText('Comment: at most 140 characters (now 141).')).toBeInTheDocument();
    expect(comment).toHaveAttribute('aria-invalid', 'true');

    const picker = dialog.getByLabelText('Add screenshots');
    await user.upload(picker, image('notes.pdf', 'application/pdf'));
    expect(dialog.getByText('Screenshots: only PNG or JPG images can be added.')).toBeInTheDocument();
    await user.upload(picker, image('huge.png', 'image/png', 5 * 1024 * 1024 + 1));
    expect(dialog.getByText('Screenshots: each image can be at most 5 MB.')).toBeInTheDocument();
    await user.upload(picker, [image('a.png'), image('b.jpg', 'image/jpeg'), image('c.png'), image('d.png')]);
    expect(dialog.getByText('Screenshots: at most 3 images.')).toBeInTheDocument();
    expect(dialog.getAllByRole('img', { name: /^Screenshot \d$/ })).toHaveLength(3);
    expect(dialog.queryByLabelText('Add screenshots')).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Remove screenshot 3' }));
    expect(dialog.getAllByRole('img', { name: /^Screenshot \d$/ })).toHaveLength(2);
    expect(api.calls('POST', applyPath)).toHaveLength(0);

    await user.clear(comment);
    await user.type(comment, '  My jackpot on Lucky Sevens  ');
    expect(dialog.getByText('26/140 characters')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Send application' }));
    expect(await dialog.findByText('Sending your application…')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Send application' })).toBeDisabled();
    const form = sentForm(api);
    expect(form.get('comment')).toBe('My jackpot on Lucky Sevens');
    expect(form.getAll('image').map((file) => (file as File).name)).toEqual(['a.png', 'b.jpg']);
    release();
    expect(await screen.findByText('Application sent: the operator will review it.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await (await card()).findByText('Applying')).toBeInTheDocument();
    expect((await card()).queryByRole('button')).not.toBeInTheDocument();
  });

  it("puts the server's refusals under the field it names, and the rest above the button", async () => {
    const api = await memberApi();
    serveRewards(api, () => [bigWin()]);
    const refusals = [
      failure('VALIDATION_ERROR', 'body.comment: too long', 400, { field: 'body.comment' }),
      failure('UPLOAD_INVALID', 'error.upload_invalid', 400, {
        field: 'body.image',
        params: { problem: 'not_an_image', max: 3, maxMegabytes: 5 },
      }),
      failure('PROMOTION_NOT_AVAILABLE', 'code: applied already', 409, { field: 'code' }),
    ];
    api.on('POST', applyPath, () => refusals.shift()!);
    const user = userEvent.setup();
    renderApp('/member?page=rewardCenter');
    await user.click((await card()).getByRole('button', { name: 'Apply' }));
    const dialog = await applyDialog();
    await user.type(dialog.getByLabelText(/^Comment/), 'Please');
    const send = () => user.click(dialog.getByRole('button', { name: 'Send application' }));
    await send();
    expect(await dialog.findByText('Comment: between 1 and 140 characters.')).toBeInTheDocument();
    await send();
    expect(await dialog.findByText('Screenshots: only PNG or JPG images can be added.')).toBeInTheDocument();
    expect(dialog.queryByText('Comment: between 1 and 140 characters.')).not.toBeInTheDocument();
    await send();
    expect(await dialog.findByText(/You cannot apply for this promotion now/)).toBeInTheDocument();
    expect(api.calls('POST', applyPath)).toHaveLength(3);
  });

  it('applies from the detail, shows the review under way instead of the button, and offers it again after a rejection', async () => {
    const api = await memberApi();
    api.on('GET', promotionPaths.list, () => ok([manualPromotion()]));
    let state: Reward['state'] = 'join';
    const answer = serveRewards(api, () => [bigWin({ state, id: state === 'join' ? null : '31' })]);
    api.on('POST', applyPath, () => {
      state = 'applying';
      return answer();
    });
    const user = userEvent.setup();
    renderApp('/promotions?code=BIGWIN');
    const detail = within(await screen.findByRole('dialog', { name: 'Show us your big win' }));
    expect(detail.getByText('A bonus of ₫25.00 once your application is approved.')).toBeInTheDocument();
    expect(detail.getByText('Play the bonus through once before a withdrawal.')).toBeInTheDocument();
    await user.click(await detail.findByRole('button', { name: 'Apply' }));
    const dialog = await applyDialog();
    await user.type(dialog.getByLabelText(/^Comment/), 'A win of 300 on Lucky Sevens');
    await user.click(dialog.getByRole('button', { name: 'Send application' }));
    expect(await detail.findByText(/Your application is being reviewed/)).toBeInTheDocument();
    expect(detail.getByText('Applying')).toBeInTheDocument();
    expect(detail.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    expect(api.calls('POST', applyPath)).toHaveLength(1);

    state = 'rejected';
    await user.click(detail.getByRole('link', { name: 'Go to reward centre' }));
    const rejected = await card();
    expect(await rejected.findByText('Rejected')).toBeInTheDocument();
    expect(rejected.getByText('Your application was not accepted.')).toBeInTheDocument();
    // A rejected application may be sent again with better proof.
    expect(rejected.getByRole('button', { name: 'Apply' })).toBeInTheDocument();
  });

  it('has a badge and a hint for every SPEC §4 state in every language', () => {
    for (const messages of [en, ty, ja, ko, pt]) {
      for (const state of rewardStates) {
        expect(messages.promotions.state[state]).toMatch(/\S/);
        expect(messages.promotions.stateHint[state]).toMatch(/\S/);
      }
    }
  });
});
