import type { RegisterRule } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { permissionFixture } from '../../test/fixtures';
import { signIn } from '../../test/member';
import { renderApp } from '../../test/render-app';

afterEach(() => vi.unstubAllGlobals());

/** A site whose registration asks for the invitation code (as the demo site Aurora Play does). */
function invitingSite() {
  const permission = permissionFixture();
  permission.info.whitelabel.switches.USERNAMEREG = true;
  const rule = (field: RegisterRule['field'], patternId: RegisterRule['patternId'], required = true) => ({
    field,
    enabled: true,
    required,
    patternId,
    acceptedPattern: '',
    minLength: 4,
    maxLength: 16,
  });
  permission.info.register.rules = [rule('username', '2'), rule('password', '6'), rule('affiliateCode', '5', false)];
  return permission;
}

describe('the invitation link /?affiliateCode=CODE', () => {
  it('opens the registration with the code filled in', async () => {
    await fakeApi({ permission: invitingSite() });
    renderApp('/?affiliateCode=AGENT01');
    const dialog = within(await screen.findByRole('dialog', { name: 'Register' }));
    expect(dialog.getByLabelText(/^Invitation code/)).toHaveValue('AGENT01');
  });

  it('leaves a signed-in member where it is', async () => {
    await fakeApi({ permission: invitingSite() });
    signIn();
    renderApp('/?affiliateCode=AGENT01');
    // The member's balance in the header: the page is up, and the dialog would have opened by now.
    await screen.findByText('₫1,234.50');
    expect(screen.queryByRole('dialog', { name: 'Register' })).not.toBeInTheDocument();
  });
});
