import { feedbackPaths, type Permission, type RegisterRule, sessionPaths, termsAnchor } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeApi } from '../../test/fake-api';
import { ok, permissionFixture } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

afterEach(() => vi.unstubAllGlobals());

const rule = (
  field: RegisterRule['field'],
  patternId: RegisterRule['patternId'],
  min: number,
  max: number,
  extra = {},
) => ({
  field,
  enabled: true,
  required: true,
  patternId,
  acceptedPattern: '',
  minLength: min,
  maxLength: max,
  ...extra,
});

function site(configure: (permission: Permission) => void = () => undefined) {
  const permission = permissionFixture();
  permission.info.whitelabel.switches.USERNAMEREG = true;
  permission.info.register.rules = [
    rule('username', '2', 6, 16),
    rule('password', '6', 6, 20),
    rule('email', '4', 5, 60, { required: false }),
    rule('qqNum', '7', 5, 12, { enabled: false }),
    rule('affiliateCode', '5', 4, 12, { required: false }),
  ];
  configure(permission);
  return permission;
}

/** Fills the username form as alice01 (password abc123), accepts the terms and the age, and registers. */
async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, dialog: ReturnType<typeof within>) {
  await user.type(dialog.getByLabelText(/^Username/), 'alice01');
  await user.type(dialog.getByLabelText(/^Password/), 'abc123');
  await user.type(dialog.getByLabelText(/^Confirm password/), 'abc123');
  await user.click(dialog.getByRole('checkbox', { name: /I have read and agree/ }));
  await user.click(dialog.getByLabelText(/at least 18/));
  await user.click(dialog.getByRole('button', { name: 'Register' }));
}

async function registerDialog() {
  return within(await screen.findByRole('dialog', { name: 'Register' }));
}

describe('register dialog', () => {
  it('shows only the fields the site enables', async () => {
    await fakeApi({ permission: site() });
    renderApp('/register');
    const dialog = await registerDialog();
    for (const label of [/^Username/, /^Password/, /^Confirm password/, /^E-mail/, /^Invitation code/]) {
      expect(dialog.getByLabelText(label)).toBeInTheDocument();
    }
    expect(dialog.queryByLabelText(/^QQ number/)).not.toBeInTheDocument();
    expect(dialog.queryByLabelText(/^Mobile number/)).not.toBeInTheDocument();
    expect(dialog.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('explains a pattern with its min and max, a mismatch, and the unticked boxes', async () => {
    const api = await fakeApi({ permission: site() });
    const user = userEvent.setup();
    renderApp('/register');
    const dialog = await registerDialog();
    await user.type(dialog.getByLabelText(/^Username/), '1abc');
    await user.type(dialog.getByLabelText(/^Password/), 'abc123');
    await user.type(dialog.getByLabelText(/^Confirm password/), 'abc124');
    await user.click(dialog.getByRole('button', { name: 'Register' }));
    expect(
      await dialog.findByText('Start with a letter, then letters or digits; 6 to 16 characters.'),
    ).toBeInTheDocument();
    expect(dialog.getByText('Entries inconsistent')).toBeInTheDocument();
    expect(dialog.getByText('Not empty? Please accept the terms and conditions.')).toBeInTheDocument();
    expect(dialog.getByText('Please confirm that you are at least 18 years old.')).toBeInTheDocument();
    expect(api.calls('POST', sessionPaths.register)).toHaveLength(0);
  });

  it('registers with an encrypted body and signs the member in', async () => {
    const api = await fakeApi({ permission: site() });
    api.on('POST', sessionPaths.register, () => ok({ account: 'alice01', token: 'tok-new' }));
    const user = userEvent.setup();
    renderApp('/register');
    const dialog = await registerDialog();
    await fillAndSubmit(user, dialog);

    await waitFor(() => expect(sessionStorage.getItem('token')).toBe('tok-new'));
    const [sent] = api.calls('POST', sessionPaths.register);
    expect(sent?.encrypted).toBe(true);
    expect(sent?.body).toMatchObject({
      username: 'alice01',
      password: 'abc123',
      confirmPassword: 'abc123',
      termsAccepted: true,
      ageConfirmed: true,
      registerMethod: 'WEB',
    });
    expect(sent?.body).not.toHaveProperty('email');
    expect(await screen.findByTestId('header-balance')).toBeInTheDocument();
  });

  it('shows a taken username under its field and a refused rule from the server under its own', async () => {
    const api = await fakeApi({ permission: site() });
    api.on('POST', sessionPaths.register, () =>
      failure('USERNAME_TAKEN', 'error.username_taken', 409, { field: 'body.username' }),
    );
    const user = userEvent.setup();
    renderApp('/register');
    const dialog = await registerDialog();
    await fillAndSubmit(user, dialog);
    expect(await dialog.findByText('This username is already registered.')).toBeInTheDocument();
    expect(dialog.getByLabelText(/^Username/)).toHaveAttribute('aria-invalid', 'true');

    api.on('POST', sessionPaths.register, () =>
      failure('VALIDATION_ERROR', 'reg_pattern_6', 400, { field: 'body.password', params: { min: 6, max: 20 } }),
    );
    await user.click(dialog.getByRole('button', { name: 'Register' }));
    expect(await dialog.findByText('Combine letters and digits; 6 to 20 characters.')).toBeInTheDocument();
  });

  it('checks the invitation code on blur and says when it is invalid', async () => {
    const api = await fakeApi({ permission: site() });
    api.on('GET', sessionPaths.affiliate, () => failure('INVITATION_CODE_ERROR', 'error.invitation_code_error', 400));
    const user = userEvent.setup();
    renderApp('/register');
    const dialog = await registerDialog();
    await user.type(dialog.getByLabelText(/^Invitation code/), 'NOPE1');
    await user.tab();
    const popup = await screen.findByRole('dialog', { name: 'Notice' });
    expect(popup).toHaveTextContent('Invalid invitation code.');
    expect(api.calls('GET', sessionPaths.affiliate)[0]?.query.get('code')).toBe('NOPE1');
  });

  it('opens the mobile tab first when mobile registration is on, with the SMS code', async () => {
    await fakeApi({
      permission: site((permission) => {
        permission.info.whitelabel.switches.MOBILENUMREG3 = true;
        permission.info.register.smsVerification = true;
      }),
    });
    const user = userEvent.setup();
    renderApp('/register');
    const dialog = await registerDialog();
    expect(dialog.getByRole('tab', { name: 'Mobile' })).toHaveAttribute('aria-selected', 'true');
    expect(dialog.getByLabelText(/^Mobile number/)).toBeInTheDocument();
    expect(dialog.getByLabelText(/^Verification code/)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Send code' })).toBeInTheDocument();
    expect(dialog.queryByLabelText(/^Username/)).not.toBeInTheDocument();
    await user.click(dialog.getByRole('tab', { name: 'Username' }));
    expect(dialog.getByLabelText(/^Username/)).toBeInTheDocument();
  });

  it('the terms link closes the form, goes to /help#term and opens the help modal at the terms', async () => {
    const api = await fakeApi({ permission: site() });
    api.on('GET', feedbackPaths.helpCenter, () =>
      ok([{ id: '1', title: 'Terms and conditions', content: 'For adults.', anchor: termsAnchor }]),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    const dialog = await registerDialog();
    await user.click(dialog.getByRole('button', { name: 'terms and conditions' }));
    expect(screen.queryByRole('dialog', { name: 'Register' })).not.toBeInTheDocument();
    const help = await screen.findByRole('dialog', { name: 'Help centre' });
    expect(await within(help).findByRole('heading', { name: 'Terms and conditions' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/help');
    expect(router.state.location.hash).toBe('#term');
  });
});
