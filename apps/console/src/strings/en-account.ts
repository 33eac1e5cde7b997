/** The operator's own account page (issue 25): its passkeys, and the passkey's second step, in English. */
export const enAccount = {
  account: {
    nav: 'Your account',
    title: 'Your account',
    intro: 'Your sign-in: passkeys that can take the second step in place of the authenticator code.',
    passkeys: 'Passkeys',
    passkeysIntro:
      'A passkey (your computer, phone or security key) signs you in at this console’s address instead of typing a code. The authenticator app and its recovery codes still work.',
    caption: 'Your passkeys',
    columns: { name: 'Name', host: 'Signs in at', createdAt: 'Added', lastUsedAt: 'Last used', actions: 'Actions' },
    never: 'Never',
    addTitle: 'Add a passkey',
    name: 'Name of this passkey',
    namePlaceholder: 'e.g. Office laptop',
    add: 'Add a passkey',
    added: 'Passkey “{name}” added. Next time you can use it after your password.',
    remove: 'Remove',
    removeLabel: 'Remove the passkey {name}',
    removed: 'Passkey “{name}” removed.',
    usePasskey: 'Use a passkey',
    passkeyIntro: 'Or use a passkey you added for this address.',
  },
};
