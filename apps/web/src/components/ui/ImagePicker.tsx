import { uploads } from '@portal/contracts';
import { ImagePlus, X } from 'lucide-react';
import { useId } from 'react';
import type { ImageFiles, ImageProblem } from '../../lib/use-image-files';
import './image-picker.css';

/** The words of a picker, in the caller's feature (proof images, screenshots of an application). */
export interface ImagePickerTexts {
  legend: string;
  hint: string;
  add: string;
  /** The thumbnail's alternative text and its remove button's name, numbered from 1. */
  alt: (index: number) => string;
  remove: (index: number) => string;
  problem: (problem: ImageProblem) => string;
}

/** Picks up to three images (PNG or JPEG, 5 MB each) and shows them as thumbnails, each with a remove button. */
export function ImagePicker({
  images,
  texts,
  required = false,
  error,
  disabled = false,
}: {
  images: ImageFiles;
  texts: ImagePickerTexts;
  required?: boolean;
  /** A message from the form (required and missing) or the server; the picker's own comes first. */
  error?: string | null;
  /** While the form is sending: nothing can be added or removed. */
  disabled?: boolean;
}) {
  const id = useId();
  const message = images.problem ? texts.problem(images.problem) : error;
  return (
    <fieldset className="image-picker" aria-describedby={`${id}-hint`} disabled={disabled}>
      <legend className="field__label">
        {texts.legend}
        {required ? (
          <span className="field__star" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </legend>
      <p id={`${id}-hint`} className="image-picker__hint">
        {texts.hint}
      </p>
      {images.images.length > 0 ? (
        <ul className="image-picker__list">
          {images.images.map((image, index) => (
            <li key={image.url} className="image-picker__item">
              <img src={image.url} alt={texts.alt(index + 1)} className="image-picker__thumb" />
              <button
                type="button"
                className="icon-btn image-picker__remove"
                aria-label={texts.remove(index + 1)}
                onClick={() => images.remove(image)}
              >
                <X size={16} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {images.full ? null : (
        <div className="image-picker__add">
          <input
            id={id}
            type="file"
            accept={uploads.types.join(',')}
            multiple
            className="visually-hidden"
            aria-invalid={message ? true : undefined}
            onChange={(event) => {
              images.add(Array.from(event.target.files ?? []));
              // The same file may be picked again after it was removed.
              event.target.value = '';
            }}
          />
          <label htmlFor={id} className="btn btn--secondary image-picker__button">
            <ImagePlus size={16} aria-hidden="true" />
            {texts.add}
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
