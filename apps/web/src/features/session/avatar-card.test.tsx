import { memberPaths } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../test/fixtures';
import { memberApi } from '../../test/member';
import { renderInApp } from '../../test/render-in-app';
import { iconFileProblem } from './api/upload-member-icon';
import { AvatarCard } from './components/AvatarCard';

const file = (type: string, size = 1000) => new File([new Uint8Array(size)], 'me.png', { type });

describe('the avatar card', () => {
  it('checks type and size before sending (the server checks the bytes again)', () => {
    expect(iconFileProblem(file('image/png'))).toBeNull();
    expect(iconFileProblem(file('image/jpeg'))).toBeNull();
    expect(iconFileProblem(file('image/gif'))).toBe('type');
    expect(iconFileProblem(file('image/png', 2 * 1024 * 1024 + 1))).toBe('size');
  });

  it('refuses a GIF without a request, uploads a PNG and shows the new icon', async () => {
    const api = await memberApi();
    api.on('GET', memberPaths.icon, () => ok({ iconUrl: null }));
    api.on('PUT', memberPaths.icon, () => ok({ iconUrl: '/art/icons/1-2-abcdefabcdefabcd.webp' }));
    const { container } = renderInApp(<AvatarCard />);
    const user = userEvent.setup({ applyAccept: false });
    await screen.findByRole('button', { name: 'Change avatar' });
    const input = container.querySelector<HTMLInputElement>('input[type=file]')!;

    await user.upload(input, file('image/gif'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only a PNG or JPG image of at most 2 MB.');
    expect(api.requests.filter((request) => request.method === 'PUT')).toHaveLength(0);

    await user.upload(input, file('image/png'));
    await waitFor(() =>
      expect(container.querySelector('img.avatar')).toHaveAttribute('src', '/art/icons/1-2-abcdefabcdefabcd.webp'),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(await screen.findByText('Your avatar has been updated.')).toBeInTheDocument();
  });

  it('shows the server’s refusal', async () => {
    const api = await memberApi();
    api.on('GET', memberPaths.icon, () => ok({ iconUrl: null }));
    api.on(
      'PUT',
      memberPaths.icon,
      () =>
        new Response(
          JSON.stringify({ success: false, code: 'UPLOAD_INVALID', message: 'error.icon_invalid', field: 'body.icon' }),
          {
            status: 400,
          },
        ),
    );
    const { container } = renderInApp(<AvatarCard />);
    await screen.findByRole('button', { name: 'Change avatar' });
    await userEvent.setup().upload(container.querySelector<HTMLInputElement>('input[type=file]')!, file('image/png'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only a PNG or JPG image');
  });
});
