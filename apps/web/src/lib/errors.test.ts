import { errorCatalog } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { errorMessage, errorMessageKey } from './errors';
import { ApiError } from './http';
import { changeLanguage, i18n } from './i18n';

describe('error messages', () => {
  it('maps every contract error code through the catalogue to an existing message', () => {
    for (const [code, entry] of Object.entries(errorCatalog)) {
      const key = errorMessageKey(new ApiError(code, 'ignored', entry.status));
      expect(key).toBe(entry.message);
      expect(i18n.exists(key), `${key} in en.json`).toBe(true);
    }
  });

  it('shows a network failure as "network link abnormal, retry"', () => {
    expect(errorMessage(new ApiError('NETWORK_ERROR', 'error.network', 0), i18n.t)).toBe(
      'Network link abnormal, please retry.',
    );
    expect(errorMessageKey(new TypeError('Failed to fetch'))).toBe('error.network');
  });

  it('shows anything else as unknown error', () => {
    expect(errorMessageKey(new ApiError('SOMETHING_NEW', 'x', 500))).toBe('error.unknown');
    expect(errorMessageKey(new ApiError('BAD_RESPONSE', 'x', 200))).toBe('error.unknown');
    expect(errorMessageKey(new Error('boom'))).toBe('error.unknown');
    expect(errorMessageKey('nope')).toBe('error.unknown');
  });

  it('translates into the current language', async () => {
    await changeLanguage('TY', false);
    expect(errorMessage(new ApiError('THROTTLED', 'error.too_many_requests', 429), i18n.t)).toBe(
      'Quá nhiều yêu cầu, vui lòng thử lại sau 5 phút.',
    );
  });
});
