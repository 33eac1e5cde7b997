import type { Database } from '../../db/client.js';
import type { Clock } from '../../platform/clock.js';
import type { Messaging } from '../../platform/messaging.js';
import type { Secrets } from '../../platform/secrets.js';
import type { Throttle } from '../../platform/throttle/index.js';
import type { CaptchaDrawer } from '../verification/captcha.service.js';

/** What the identity services work with; the routes hand it over, tests may build their own. */
export interface IdentityDeps {
  db: Database;
  secrets: Secrets;
  messaging: Messaging;
  drawCaptcha: CaptchaDrawer;
  throttle: Throttle;
  /** The time registrations are recorded at (tests inject theirs). */
  now: Clock;
}
