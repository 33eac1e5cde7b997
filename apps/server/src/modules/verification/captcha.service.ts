import { randomUUID } from 'node:crypto';
import type { Captcha } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import type { CaptchaDrawer } from '../../platform/captcha-drawer.js';
import { AppError } from '../../platform/errors.js';
import type { Secrets } from '../../platform/secrets.js';
import type { Throttle } from '../../platform/throttle/index.js';
import * as repository from './captcha.repository.js';

const lifetimeMinutes = 5;

export type { CaptchaDrawer } from '../../platform/captcha-drawer.js';

/** Draws a new captcha (at most one a second per address, SPEC §5) and keeps only its answer's hash. */
export async function drawCaptcha(
  deps: { db: Database; secrets: Secrets; drawCaptcha: CaptchaDrawer; throttle: Throttle },
  siteId: number,
  ip: string,
): Promise<Captcha> {
  const { db, secrets } = deps;
  if (!(await deps.throttle.of('captchaDraw', ip).consume()).allowed) throw new AppError('THROTTLED');
  const drawn = deps.drawCaptcha();
  const captchaId = randomUUID();
  const answerHash = secrets.digest(drawn.text.toLowerCase());
  await repository.insertCaptcha(db, { id: captchaId, siteId, ip, answerHash, lifetimeMinutes });
  return { captchaId, value: `data:image/svg+xml;base64,${Buffer.from(drawn.svg).toString('base64')}` };
}

/** Uses a captcha up, right or wrong: a second try with the same id always fails. */
export async function consumeCaptcha(
  db: Database,
  secrets: Secrets,
  siteId: number,
  captchaId: string,
  answer: string,
): Promise<boolean> {
  const answerHash = await repository.useCaptcha(db, siteId, captchaId);
  return answerHash ? secrets.matches(answer.trim().toLowerCase(), answerHash) : false;
}

/** A captcha answer as a request carries it. */
export interface CaptchaAnswer {
  captchaId?: string;
  captcha?: string;
}

/** Demands a right answer to a live captcha, naming the field either way (the browser shows the image). */
export async function requireCaptcha(
  deps: { db: Database; secrets: Secrets },
  siteId: number,
  answer: CaptchaAnswer,
): Promise<void> {
  if (!answer.captchaId || !answer.captcha) {
    throw new AppError('CAPTCHA_REQUIRED', { field: 'captcha', captchaRequired: true });
  }
  if (!(await consumeCaptcha(deps.db, deps.secrets, siteId, answer.captchaId, answer.captcha))) {
    throw new AppError('CAPTCHA_INVALID', { field: 'captcha', captchaRequired: true });
  }
}
