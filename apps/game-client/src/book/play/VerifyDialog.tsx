import type { BookEvent } from '@portal/contracts';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { useState } from 'react';
import { Dialog } from '../../Dialog';
import { useBook } from '../book-context';
import { resultWords } from './result-words';
import type { BookVerification } from './verify-book';

type Check = 'idle' | 'checking' | 'failed' | BookVerification;

/**
 * A virtual event's fairness: how it is drawn, its commitment, the revealed seed and the stream, and a Verify that
 * recomputes the commitment and the result in this browser.
 */
export function VerifyDialog({ event, onClose }: { event: BookEvent; onClose(): void }) {
  const { text } = useBook();
  const [check, setCheck] = useState<Check>('idle');
  const verify = () => {
    setCheck('checking');
    // The sports maths load with the first check, not with the book.
    import('./verify-book').then((module) => module.verifyEvent(event)).then(setCheck, () => setCheck('failed'));
  };
  const icons = { ok: CircleCheck, bad: CircleAlert, info: Info };
  const line = (tone: 'ok' | 'bad' | 'info', words: string) => {
    const Icon = icons[tone];
    return (
      <p className={`book-verify__line book-verify__line--${tone}`}>
        <Icon size={16} aria-hidden="true" />
        {words}
      </p>
    );
  };
  return (
    <Dialog title={`${text('verify.title')} · ${event.name}`} closeLabel={text('book.close')} onClose={onClose}>
      <div className="book-verify">
        <p className="book-note">{text('verify.how', { stream: event.stream ?? '' })}</p>
        <dl>
          <dt>{text('verify.commitment')}</dt>
          <dd className="mono">{event.commitment}</dd>
          <dt>{text('verify.seed')}</dt>
          <dd className="mono">{event.serverSeed ?? text('verify.pending')}</dd>
          <dt>{text('verify.stream')}</dt>
          <dd className="mono">{event.stream}</dd>
          {event.result && (
            <>
              <dt>{text('book.result')}</dt>
              <dd>{resultWords(event, event.result, text)}</dd>
            </>
          )}
        </dl>
        {event.serverSeed && (
          <button type="button" className="book-button" onClick={verify} disabled={check === 'checking'}>
            {check === 'checking' ? text('verify.checking') : text('verify.run')}
          </button>
        )}
        <div aria-live="polite">
          {check === 'failed' && line('bad', text('verify.failed'))}
          {typeof check === 'object' && (
            <>
              {check.commitmentMatches ? line('ok', text('verify.hashOk')) : line('bad', text('verify.hashBad'))}
              {check.drawn === null
                ? line('info', text('verify.resultNotHere'))
                : check.resultMatches
                  ? line('ok', text('verify.resultOk'))
                  : line('bad', text('verify.resultBad', { result: resultWords(event, check.drawn, text) }))}
            </>
          )}
        </div>
      </div>
    </Dialog>
  );
}
