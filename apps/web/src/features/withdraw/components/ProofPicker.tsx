import { uploads } from '@portal/contracts';
import { ImagePlus, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { useProofFiles } from '../hooks/use-proof-files';

const problemKeys = {
  type: 'withdraw.proofType',
  size: 'withdraw.proofSize',
  count: 'withdraw.proofCount',
} as const;

/** Picks up to three proof images and shows them as thumbnails, each with a remove button. */
export function ProofPicker({
  proofs,
  required,
  error,
}: {
  proofs: ReturnType<typeof useProofFiles>;
  required: boolean;
  /** A message from the form (required and missing) or the server; the picker's own comes first. */
  error?: string | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  const limits = { max: uploads.maxImages, megabytes: uploads.maxBytes / 1024 / 1024 };
  const message = proofs.problem ? t(problemKeys[proofs.problem], limits) : error;
  return (
    <fieldset className="proofs" aria-describedby={`${id}-hint`}>
      <legend className="field__label">
        {t('withdraw.proofs')}
        {required ? (
          <span className="field__star" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </legend>
      <p id={`${id}-hint`} className="proofs__hint">
        {t('withdraw.proofHint', limits)}
      </p>
      {proofs.images.length > 0 ? (
        <ul className="proofs__list">
          {proofs.images.map((image, index) => (
            <li key={image.url} className="proofs__item">
              <img src={image.url} alt={t('withdraw.proofAlt', { index: index + 1 })} className="proofs__thumb" />
              <button
                type="button"
                className="icon-btn proofs__remove"
                aria-label={t('withdraw.removeProof', { index: index + 1 })}
                onClick={() => proofs.remove(image)}
              >
                <X size={16} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {proofs.full ? null : (
        <div className="proofs__add">
          <input
            id={id}
            type="file"
            accept={uploads.types.join(',')}
            multiple
            className="visually-hidden"
            aria-invalid={message ? true : undefined}
            onChange={(event) => {
              proofs.add(Array.from(event.target.files ?? []));
              // The same file may be picked again after it was removed.
              event.target.value = '';
            }}
          />
          <label htmlFor={id} className="btn btn--secondary proofs__button">
            <ImagePlus size={16} aria-hidden="true" />
            {t('withdraw.addProof')}
          </label>
        </div>
      )}
      {message ? (
        <p className="field__error" role="alert">
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}
