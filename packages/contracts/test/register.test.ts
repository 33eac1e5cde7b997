import { describe, expect, it } from 'vitest';
import { registerRequestSchema, requiredRegisterFields, visibleRegisterFields } from '../src/register.js';
import { registerPatterns } from '../src/register-patterns.js';
import type { RegisterSetting } from '../src/system.js';

const rule = (
  field: string,
  patternId: keyof typeof registerPatterns,
  min: number,
  max: number,
  required = true,
  enabled = true,
) => ({
  field,
  enabled,
  required,
  patternId,
  acceptedPattern: registerPatterns[patternId].source,
  minLength: min,
  maxLength: max,
});

const setting = {
  usernameRegistration: true,
  mobileRegistration: true,
  smsVerification: true,
  rules: [
    rule('username', '2', 6, 16),
    rule('password', '6', 6, 20),
    rule('confirmPassword', '6', 6, 20),
    rule('email', '4', 6, 64, false),
    rule('realName', '14', 2, 40, true),
    rule('qqNum', '7', 5, 12, true, false), // required but not enabled: neither shown nor required
  ],
} as RegisterSetting;

const valid = {
  username: 'player1',
  password: 'secret12',
  confirmPassword: 'secret12',
  realName: 'Ann Lee',
  termsAccepted: true,
  ageConfirmed: true,
};

function issues(input: unknown, mode: 'username' | 'mobile' = 'username') {
  const result = registerRequestSchema(setting, mode).safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

describe('registration schema', () => {
  it('shows core fields and the enabled ones only', () => {
    expect(visibleRegisterFields(setting, 'username')).toEqual([
      'username',
      'password',
      'confirmPassword',
      'email',
      'realName',
    ]);
    expect(visibleRegisterFields(setting, 'mobile')).toEqual([
      'password',
      'confirmPassword',
      'email',
      'mobileNum',
      'verificationCode',
      'realName',
    ]);
    expect(requiredRegisterFields(setting, 'username').has('qqNum')).toBe(false);
  });

  it('accepts a complete registration', () => {
    expect(issues(valid)).toEqual([]);
  });

  it('names each missing required field', () => {
    expect(issues({ termsAccepted: true, ageConfirmed: true })).toEqual([
      { path: 'username', message: 'reg_required' },
      { path: 'password', message: 'reg_required' },
      { path: 'confirmPassword', message: 'reg_required' },
      { path: 'realName', message: 'reg_required' },
    ]);
  });

  it('gives the pattern key with its bounds', () => {
    const result = registerRequestSchema(setting, 'username').safeParse({ ...valid, username: '1abc' });
    expect(result.success).toBe(false);
    const issue = result.error!.issues[0]!;
    expect(issue).toMatchObject({ path: ['username'], message: 'reg_pattern_2' });
    expect((issue as { params?: unknown }).params).toEqual({ min: 6, max: 16 });
  });

  it('refuses a confirmation that differs, unticked terms and no age confirmation', () => {
    expect(issues({ ...valid, confirmPassword: 'secret13', termsAccepted: false, ageConfirmed: false })).toEqual([
      { path: 'confirmPassword', message: 'reg_entries_inconsistent' },
      { path: 'termsAccepted', message: 'reg_terms_required' },
      { path: 'ageConfirmed', message: 'reg_age_required' },
    ]);
  });

  it('requires the mobile number, dialing code and SMS code for mobile registration', () => {
    const { username: _unused, ...withoutUsername } = valid;
    expect(issues(withoutUsername, 'mobile').map((issue) => issue.path)).toEqual([
      'mobileNum',
      'verificationCode',
      'countryDialingCode',
    ]);
    expect(
      issues(
        { ...withoutUsername, mobileNum: '912345678', verificationCode: '12ab56', countryDialingCode: '+84' },
        'mobile',
      ),
    ).toEqual([{ path: 'verificationCode', message: 'reg_sms_code' }]);
  });

  it('refuses control characters and over-long values by type, before the rules', () => {
    expect(issues({ ...valid, realName: 'Ann\u0000Lee' })[0]?.path).toBe('realName');
    expect(issues({ ...valid, email: 'x'.repeat(201) })[0]?.path).toBe('email');
  });
});
