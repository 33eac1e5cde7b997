import {
  type OperatorPasskey,
  operatorPasskeyPaths,
  type PasskeyCreationOptions,
  type PasskeyRequestOptions,
} from '@portal/contracts';
import { ApiFailure, call, withName } from '../api';

/**
 * The browser's side of a passkey ceremony, loaded when first used (the sign-in screen stays small). The browser's
 * own refusal (cancelled, timed out, no authenticator) becomes a failure the console words: PASSKEY_CANCELLED.
 */
async function ceremony<T>(run: (browser: typeof import('@simplewebauthn/browser')) => Promise<T>): Promise<T> {
  const browser = await import('@simplewebauthn/browser');
  if (!browser.browserSupportsWebAuthn()) throw new ApiFailure('PASSKEY_UNSUPPORTED');
  try {
    return await run(browser);
  } catch {
    throw new ApiFailure('PASSKEY_CANCELLED');
  }
}

export const passkeysKey = ['passkeys'] as const;

/** Passkeys (WebAuthn) of the signed-in operator, and the sign-in's second step with one (issue 25). */
export const passkeysApi = {
  list: () => call<OperatorPasskey[]>('GET', operatorPasskeyPaths.passkeys),
  /** Options from the server, the browser makes the passkey, the server keeps it under `name`. */
  add: async (name: string) => {
    const optionsJSON = await call<PasskeyCreationOptions>('POST', operatorPasskeyPaths.registrationOptions, {});
    const response = await ceremony((browser) => browser.startRegistration({ optionsJSON }));
    return call<OperatorPasskey>('POST', operatorPasskeyPaths.passkeys, { name, response });
  },
  remove: (id: string) => call<{ id: string }>('DELETE', withName(operatorPasskeyPaths.passkey, 'id', id)),
  /** The second step of a sign-in with a passkey at this host: the session is signed in. */
  signIn: async () => {
    const optionsJSON = await call<PasskeyRequestOptions>('POST', operatorPasskeyPaths.signInOptions, {});
    const response = await ceremony((browser) => browser.startAuthentication({ optionsJSON }));
    await call<null>('POST', operatorPasskeyPaths.signIn, { response });
  },
};
