import type { PromotionApplication } from '@portal/contracts';
import { useEffect, useId, useState } from 'react';
import { ApiFailure } from '../api';
import { useConsole } from '../console-context';
import { Failure } from '../Field';
import { fill, messageOf } from '../strings';
import { applicationImage } from './desk-api';

/**
 * The images a member sent with an application, read with the operator's token as blobs (object URLs freed on
 * close), in a panel under the list.
 */
export function ApplicationImages({
  application,
  onClose,
}: {
  application: PromotionApplication;
  onClose: () => void;
}) {
  const { t } = useConsole();
  const a = t.desk.applications;
  const titleId = useId();
  const [urls, setUrls] = useState<string[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let stopped = false;
    const made: string[] = [];
    Promise.all(Array.from({ length: application.images }, (_, position) => applicationImage(application.id, position)))
      .then((blobs) => {
        for (const blob of blobs) made.push(URL.createObjectURL(blob));
        if (!stopped) setUrls([...made]);
      })
      .catch((error: unknown) => {
        if (!stopped) setFailure(messageOf(t, error instanceof ApiFailure ? error : new ApiFailure('NETWORK')));
      });
    return () => {
      stopped = true;
      for (const url of made) URL.revokeObjectURL(url);
    };
  }, [application.id, application.images, t]);

  return (
    <section className="panel" aria-labelledby={titleId}>
      <div className="desk-conversation__head">
        <h2 id={titleId}>{fill(a.imagesOf, { id: application.id, member: application.username })}</h2>
        <button type="button" onClick={onClose}>
          {a.closeImages}
        </button>
      </div>
      <Failure message={failure} />
      {!urls && !failure && <div className="panel--loading" role="status" aria-label={t.table.loading} />}
      {urls && (
        <div className="desk-images">
          {urls.map((url, index) => (
            <a key={url} href={url} target="_blank" rel="noreferrer">
              <img src={url} alt={fill(a.image, { n: index + 1, id: application.id })} />
            </a>
          ))}
        </div>
      )}
    </section>
  );
}
