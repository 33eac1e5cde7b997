import { sessionPaths, systemPaths, throttleMs } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../components/ui/Toaster';
import { ApiError } from '../../lib/http';
import { fakeApi, loginAnswer } from '../../test/fake-api';
import { ok, permissionFixture } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { SmsButton } from './components/SmsButton';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderButton(send: () => Promise<{ expiredMinutes: number }>, check = async () => true) {
  render(
    <>
      <SmsButton send={send} check={check} />
      <Toaster />
    </>,
  );
  return screen.getByRole('button', { name: 'Send code' });
}

describe('SMS button', () => {
  it('asks for a captcha when the server wants one for a further text, and sends its answer', async () => {
    const captchaId = '6f1c2a9e-3b4d-4c5e-8f70-1a2b3c4d5e6f';
    const api = await fakeApi();
    api.on('GET', sessionPaths.captcha, () => ok({ captchaId, value: 'data:image/svg+xml;base64,PHN2Zy8+' }));
    const send = vi.fn(async (answer?: { captchaId: string; captcha: string }) => {
      if (!answer) throw new ApiError('CAPTCHA_REQUIRED', 'error.captcha_required', 400);
      if (answer.captcha !== 'K7PX') throw new ApiError('CAPTCHA_INVALID', 'error.captcha_failed', 400);
      return { expiredMinutes: 1 };
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SmsButton send={send} check={async () => true} />
        <Toaster />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const dialog = await screen.findByRole('dialog', { name: 'One more step' });
    await within(dialog).findByRole('img', { name: 'Captcha' });
    await user.type(within(dialog).getByLabelText(/Captcha code/), 'WRONG');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByText('Captcha check failed.')).toBeInTheDocument();
    expect(api.calls('GET', sessionPaths.captcha).length).toBe(2);
    await user.type(within(dialog).getByLabelText(/Captcha code/), 'K7PX');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(send).toHaveBeenLastCalledWith({ captchaId, captcha: 'K7PX' });
    expect(await screen.findByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();
  });

  it('checks the mobile number first and sends nothing when it is wrong', async () => {
    const send = vi.fn(async () => ({ expiredMinutes: 1 }));
    const user = userEvent.setup();
    await user.click(renderButton(send, async () => false));
    expect(send).not.toHaveBeenCalled();
  });

  it('sends once, then counts down expiredMinutes × 60 seconds before it can send again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer: (value: { expiredMinutes: number }) => void = () => undefined;
    const send = vi.fn(() => new Promise<{ expiredMinutes: number }>((resolve) => (answer = resolve)));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const button = renderButton(send);
    await user.click(button);
    await user.click(button);
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => answer({ expiredMinutes: 2 }));

    expect(await screen.findByRole('button', { name: 'Resend in 120 s' })).toBeDisabled();
    await act(async () => vi.advanceTimersByTime(30_000));
    expect(screen.getByRole('button', { name: 'Resend in 90 s' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Resend in 90 s' }));
    expect(send).toHaveBeenCalledTimes(1);

    await act(async () => vi.advanceTimersByTime(90_000));
    const again = screen.getByRole('button', { name: 'Send code' });
    expect(again).toBeEnabled();
    await user.click(again);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('says "retry after 5 minutes" on SMS_TOO_MANY, and other failures with the server message', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const send = vi.fn(async () => {
      throw new ApiError('SMS_TOO_MANY', 'error.sms_too_many', 429);
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(renderButton(send));
    const warning = await screen.findByRole('dialog', { name: 'Notice' });
    expect(warning).toHaveTextContent('Too many requests, please retry after 5 minutes.');
    await user.click(within(warning).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    send.mockImplementationOnce(async () => {
      throw new ApiError('SMS_CODE_EXPIRED', 'error.sms_code_expired', 400);
    });
    // The button takes one click a throttleMs: the clock moves past it instead of the test waiting it out.
    await act(async () => vi.advanceTimersByTime(throttleMs));
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('dialog', { name: 'Notice' })).toHaveTextContent(
      'The code has expired, please resend.',
    );
  });
});

describe('mobile login tab', () => {
  it("defaults the country code to the site's country, also where countries share it (issue 22, 28: AG +1 on Aurora)", async () => {
    const permission = permissionFixture();
    permission.info.whitelabel.switches.MOBILEVERCODELOGIN3 = true;
    // A visitor whose country is not known (a private network): the site's language's region, en-US.
    permission.location.country = null;
    const api = await fakeApi({ permission });
    api.on('GET', systemPaths.countryCode, () =>
      ok([
        { countryCode: 'AG', countryDialingCode: '+1' },
        { countryCode: 'US', countryDialingCode: '+1' },
        { countryCode: 'VN', countryDialingCode: '+84' },
      ]),
    );
    renderApp('/login');
    const dialog = within(await screen.findByRole('dialog', { name: 'Log in' }));
    const select = dialog.getByLabelText(/^Country code/);
    await waitFor(() => expect(select).toHaveValue('+1'));
    expect(within(select).getByRole('option', { selected: true })).toHaveTextContent('US +1');
    expect(within(select).queryByText(/^AG/)).not.toBeInTheDocument();
  });

  it('is the default with MOBILEVERCODELOGIN3, sends a login code and signs in by SMS', async () => {
    const permission = permissionFixture();
    permission.info.whitelabel.switches.MOBILEVERCODELOGIN3 = true;
    const api = await fakeApi({ permission });
    api.on('POST', sessionPaths.smsNoLogin, () => ok({ expiredMinutes: 1 }));
    api.on('POST', sessionPaths.login, () => ok(loginAnswer({ token: 'sms-1' })));
    const user = userEvent.setup();
    renderApp('/login');
    const dialog = within(await screen.findByRole('dialog', { name: 'Log in' }));
    expect(dialog.getByRole('tab', { name: 'Mobile' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(dialog.getByLabelText(/^Country code/)).toHaveValue('+84'));

    await user.click(dialog.getByRole('button', { name: 'Send code' }));
    expect(await dialog.findByText('Please enter your phone number.')).toBeInTheDocument();
    expect(api.calls('POST', sessionPaths.smsNoLogin)).toHaveLength(0);

    await user.type(dialog.getByLabelText(/^Mobile number/), '912345678');
    await user.click(dialog.getByRole('button', { name: 'Send code' }));
    expect(await dialog.findByRole('button', { name: /Resend in 60 s|Resend in 59 s/ })).toBeDisabled();
    expect(api.calls('POST', sessionPaths.smsNoLogin)[0]?.body).toEqual({
      countryDialingCode: '+84',
      mobileNum: '912345678',
      purpose: 'login',
    });

    await user.type(dialog.getByLabelText(/^Verification code/), '123456');
    await user.click(dialog.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(sessionStorage.getItem('token')).toBe('sms-1'));
    expect(api.calls('POST', sessionPaths.login)[0]?.body).toEqual({
      type: 'sms',
      countryDialingCode: '+84',
      mobileNum: '912345678',
      verificationCode: '123456',
    });
  });
});
