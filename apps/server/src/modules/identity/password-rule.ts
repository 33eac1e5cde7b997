import { checkPassword } from '@portal/contracts';
import { AppError } from '../../platform/errors.js';
import type { Site } from '../../platform/site.types.js';
import { registerSettingOf } from '../system/system.service.js';

/**
 * The site's password rule (SPEC §5 "min to max characters"), with the field at fault named. The
 * site's default password is never accepted as anyone's own (issue 22): everyone knows it.
 */
export function assertPasswordRule(site: Site, password: string, field = 'newPassword') {
  const failure = checkPassword(registerSettingOf(site), password);
  if (failure)
    throw new AppError('VALIDATION_ERROR', {
      field,
      message: failure.key,
      params: { min: failure.min, max: failure.max },
    });
  if (password === site.security.defaultPassword) {
    throw new AppError('VALIDATION_ERROR', { field, message: 'reg_password_default' });
  }
}

/** A new password and its confirmation (SPEC §5): equal, and within the site's rule. */
export function assertNewPassword(site: Site, newPassword: string, confirmNewPassword: string) {
  if (newPassword !== confirmNewPassword) {
    throw new AppError('VALIDATION_ERROR', { field: 'confirmNewPassword', message: 'reg_entries_inconsistent' });
  }
  assertPasswordRule(site, newPassword);
}
