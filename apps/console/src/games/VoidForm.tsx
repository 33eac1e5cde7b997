import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { api } from '../api';
import { useConsole } from '../console-context';
import { Failure, ReasonField } from '../Field';
import { fill } from '../strings';
import { useAction } from '../use-action';

/**
 * Voids a closed issue that has no result (issue 25), with why and after a confirm step: every waiting line is
 * refunded at once, and no result can follow.
 */
export function VoidForm({
  gameCode,
  issueNumber,
  waitingLines,
  onDone,
}: {
  gameCode: string;
  issueNumber: string;
  waitingLines: number;
  onDone: (message: string) => void;
}) {
  const { t, signOut } = useConsole();
  const g = t.games;
  const queries = useQueryClient();
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const confirm = useRef<HTMLButtonElement>(null);
  const { busy, failure, setFailure, run } = useAction(t, () => signOut(t.errors.SESSION_EXPIRED));
  const id = `void-${issueNumber}`;
  useEffect(() => {
    if (confirming) confirm.current?.focus();
  }, [confirming]);

  const ask = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setConfirming(true);
  };
  const voidIt = () =>
    void run(
      async () => {
        const answer = await api.voidLotteryIssue(gameCode, issueNumber, reason.trim());
        setConfirming(false);
        onDone(fill(g.voided, { issue: issueNumber, lines: answer.settledLines }));
        await queries.invalidateQueries({ queryKey: ['lottery-issues', gameCode] });
      },
      async () => setConfirming(false),
    );

  return (
    <form className="panel action" aria-labelledby={`${id}-title`} onSubmit={ask}>
      <h3 id={`${id}-title`}>{g.voidTitle}</h3>
      <p className="muted">{g.voidIntro}</p>
      <ReasonField label={g.reason} value={reason} onChange={setReason} maxLength={200} disabled={confirming || busy} />
      {confirming ? (
        <div className="confirm">
          <p id={`${id}-question`}>{fill(g.confirmVoid, { issue: issueNumber, lines: waitingLines })}</p>
          <div className="confirm__actions">
            <button
              ref={confirm}
              aria-describedby={`${id}-question`}
              type="button"
              className="danger"
              disabled={busy}
              onClick={voidIt}
            >
              {busy ? t.working : g.yesVoid}
            </button>
            <button type="button" disabled={busy} onClick={() => setConfirming(false)}>
              {g.keep}
            </button>
          </div>
        </div>
      ) : (
        <button type="submit" disabled={busy}>
          {g.voidIssue}
        </button>
      )}
      <Failure message={failure} />
    </form>
  );
}
