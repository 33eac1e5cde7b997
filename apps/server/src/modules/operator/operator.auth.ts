import type { Database } from '../../db/client.js';
import type { OperatorSessionCheck } from '../../platform/operator-auth.js';
import { findOperatorSession } from './operator.repository.js';

/** The operator sessions the platform's operator guard checks tokens against (platform/operator-auth.ts). */
export function operatorSessions(db: Database): OperatorSessionCheck {
  return { liveSession: (tokenHash) => findOperatorSession(db, tokenHash) };
}
