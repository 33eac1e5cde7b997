/**
 * The contract schemas of the calls the portal's shell makes from its first load (the site's status and
 * settings, the page the server wrote, the header's member, the menus, the banners, a game's launch, the
 * chat's unread count, a provider's sign-in) and of the API's failure envelope. Loaded on demand through
 * `shellSchema` (lib/schema-source.ts), so zod and these schemas are fetched beside the first load rather
 * than in it (issue 23: the home page's initial JavaScript); every answer is still checked before use.
 */
export {
  announcementsSchema,
  failureEnvelopeSchema,
  firstScreenSchema,
  gameMenuSchema,
  launchChatSchema,
  launchSchema,
  loginResponseSchema,
  memberInfoSchema,
  permissionSchema,
  statusSchema,
  walletBalanceSchema,
} from '@portal/contracts';
