import type { OperatorLotteryGame } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { api } from '../api';
import { useConsole } from '../console-context';
import { Failure } from '../Field';
import { fill } from '../strings';
import { useAction } from '../use-action';
import { normalised, numberLabels, resultProblems, resultText } from './format';

/**
 * The official result of a closed issue of an official game (issue 25): one labelled input per number, checked by
 * the server's rule before sending, then a confirm step (settling pays at once and cannot be undone). A refusal of
 * the server names the field and why.
 */
export function ResultForm({
  game,
  issueNumber,
  onDone,
}: {
  game: OperatorLotteryGame;
  issueNumber: string;
  /** What was done, said by the issue's panel (this form leaves once the issue is settled). */
  onDone: (message: string) => void;
}) {
  const { t, signOut } = useConsole();
  const g = t.games;
  const format = game.resultFormat;
  const labels = numberLabels(game, g);
  const queries = useQueryClient();
  const [values, setValues] = useState<string[]>(() => format.lengths.map(() => ''));
  const [problems, setProblems] = useState<(string | null)[]>([]);
  const [confirming, setConfirming] = useState<string[] | null>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  const { busy, failure, setFailure, run } = useAction(t, () => signOut(t.errors.SESSION_EXPIRED));
  const id = `result-${issueNumber}`;
  // The button that asked leaves with the question: the answer's button takes the focus.
  useEffect(() => {
    if (confirming) confirm.current?.focus();
  }, [confirming]);

  const review = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const result = values.map((value) => normalised(format, value));
    setValues(result);
    const found = resultProblems(format, result, g);
    setProblems(found);
    const wrong = found.filter(Boolean).length;
    if (wrong > 0) {
      setFailure(fill(g.fixFields, { count: wrong }));
      document.getElementById(`${id}-${found.findIndex(Boolean)}`)?.focus();
      return;
    }
    setConfirming(result);
  };

  const settle = (result: string[]) =>
    void run(
      async () => {
        const answer = await api.enterLotteryResult(game.gameCode, issueNumber, result);
        setConfirming(null);
        onDone(fill(g.settled, { issue: issueNumber, result: resultText(game, result), lines: answer.settledLines }));
        await queries.invalidateQueries({ queryKey: ['lottery-issues', game.gameCode] });
      },
      async (refusal) => {
        setConfirming(null);
        // The server's own words on a result it refuses, naming the field ("body.result: numbers repeat").
        if (refusal.code === 'VALIDATION_ERROR') {
          const field = refusal.field ?? 'body.result';
          const problem = refusal.params.problem;
          setFailure(problem ? fill(g.refused, { field, problem }) : fill(g.refusedField, { field }));
        }
      },
    );

  return (
    <form
      className={`panel action${format.lengths.length > 8 ? ' action--wide' : ''}`}
      aria-labelledby={`${id}-title`}
      onSubmit={review}
      noValidate
    >
      <h3 id={`${id}-title`}>{g.resultTitle}</h3>
      <p className="muted">{g.resultIntro}</p>
      <fieldset className="result-grid" disabled={busy || confirming !== null}>
        <legend className="visually-hidden">{g.resultTitle}</legend>
        {format.lengths.map((digits, index) => {
          const problem = problems[index] ?? null;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the numbers are positions of the draw, fixed in number
            <div key={index} className="field">
              <label className="field__label" htmlFor={`${id}-${index}`}>
                {labels[index]}
              </label>
              <input
                id={`${id}-${index}`}
                className="field__input result-grid__input"
                inputMode="numeric"
                autoComplete="off"
                maxLength={digits}
                value={values[index] ?? ''}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${id}-${index}-problem` : undefined}
                onChange={(event) =>
                  setValues((current) => current.map((value, at) => (at === index ? event.target.value : value)))
                }
              />
              {problem && (
                <span id={`${id}-${index}-problem`} className="field__problem">
                  {problem}
                </span>
              )}
            </div>
          );
        })}
      </fieldset>
      {confirming ? (
        <div className="confirm">
          <p id={`${id}-question`}>
            {fill(g.confirmResult, { issue: issueNumber, result: resultText(game, confirming) })}
          </p>
          <div className="confirm__actions">
            <button
              ref={confirm}
              aria-describedby={`${id}-question`}
              type="button"
              className="primary"
              disabled={busy}
              onClick={() => settle(confirming)}
            >
              {busy ? t.working : g.settle}
            </button>
            <button type="button" disabled={busy} onClick={() => setConfirming(null)}>
              {g.change}
            </button>
          </div>
        </div>
      ) : (
        <button type="submit" className="primary" disabled={busy}>
          {g.review}
        </button>
      )}
      <Failure message={failure} />
    </form>
  );
}
