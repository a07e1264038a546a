/**
 * The photo step: a caregiver's profile photo (or a parent's own), placed by the profile editor
 * and by the step-by-step profile builder.
 *
 *   <PhotoStep photoUrl={profile.photo_url} name="Ana R." onChange={(url) => …} />
 *
 * Props:
 * - `photoUrl`: the current `photo_url` (null: none yet, the initials show).
 * - `onChange(photoUrl)`: called after an upload (the new `photo_url`) or a removal (`null`);
 *   the server has saved it by then: nothing else to send.
 * - `name`: the person's shown name ("Ana R."), for the initials.
 * - `owner`: `'caregiver'` (default, the profile's photo) or `'parent'` (the account's photo).
 *
 * What it does: a file is checked before sending (JPEG, PNG or WebP by its bytes, up to 8 MB),
 * framed in a square (drag, or sliders for the keyboard) with live 256 and 96 px previews,
 * uploaded with progress, the square sent as fractions; the server's refusal shows under the
 * field; "Remove photo" goes back to the initials. Guidelines for a good photo sit beside it.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { PHOTO_ACCEPT } from '../contract/photo-values';
import { useWords } from '../i18n/use-words';
import { failureMessage, fieldErrorsOf } from '../lib/api-errors';
import { useKit } from '../lib/kit-context';
import { Avatar } from '../ui/avatar';
import { Spinner } from '../ui/spinner';
import { CENTRED, cropOf, type Framing, PhotoCropper, type PictureSize } from './photo-crop';
import {
  dimensionProblem,
  type PhotoOwner,
  photoProblem,
  removePhoto,
  uploadPhoto,
} from './photos-api';
import { dataAddressOf, lighterCopy } from './picture-copy';
import { photoWords } from './words';

export interface PhotoStepProps {
  photoUrl: string | null;
  onChange: (photoUrl: string | null) => void;
  name: string;
  owner?: PhotoOwner;
}

interface Chosen {
  file: File;
  /** The file as a `data:` address, read for its size. */
  source: string;
  /** What the framing and previews show: a lighter copy once read, else the source. */
  shown?: string;
}

export function PhotoStep({ photoUrl, onChange, name, owner = 'caregiver' }: PhotoStepProps) {
  const { api, store, notify, apiBase } = useKit();
  const { m, fill } = useWords(photoWords);
  const ids = useId();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen>();
  const [size, setSize] = useState<PictureSize>();
  const [framing, setFraming] = useState<Framing>(CENTRED);
  const [error, setError] = useState<string>();
  const [progress, setProgress] = useState<number>();
  const [removing, setRemoving] = useState(false);
  const upload = useRef<AbortController | null>(null);

  // An upload stops when the step leaves.
  useEffect(() => () => upload.current?.abort(), []);

  const reset = () => {
    setChosen(undefined);
    setSize(undefined);
    setFraming(CENTRED);
    if (input.current) input.current.value = '';
  };

  async function choose(file: File | undefined) {
    setError(undefined);
    if (!file) return;
    const problem = await photoProblem(file);
    if (problem) {
      reset();
      setError(problem === 'size' ? m.tooLarge : m.wrongType);
      input.current?.focus();
      return;
    }
    let source: string;
    try {
      source = await dataAddressOf(file);
    } catch {
      reset();
      setError(m.unreadable);
      return;
    }
    setSize(undefined);
    setFraming(CENTRED);
    setChosen({ file, source });
  }

  async function send() {
    if (!chosen || !size || progress !== undefined) return;
    setError(undefined);
    setProgress(0);
    upload.current = new AbortController();
    try {
      const url = await uploadPhoto({
        apiBase: apiBase(),
        token: store.auth.token,
        owner,
        file: chosen.file,
        crop: cropOf(framing, size),
        onProgress: setProgress,
        signal: upload.current.signal,
      });
      reset();
      onChange(url);
      notify(m.uploaded, 'success');
    } catch (failure) {
      if (upload.current?.signal.aborted) return;
      setError(fieldErrorsOf(failure).file ?? failureMessage(failure, m.uploadFailed));
    } finally {
      setProgress(undefined);
      upload.current = null;
    }
  }

  async function remove() {
    if (removing) return;
    setError(undefined);
    setRemoving(true);
    try {
      await removePhoto(api, owner, m.removeFailed);
      onChange(null);
      notify(m.removed, 'success');
    } catch (failure) {
      setError(failureMessage(failure, m.removeFailed));
    } finally {
      setRemoving(false);
    }
  }

  const busy = progress !== undefined;
  const hintId = `${ids}-hint`;
  const errorId = `${ids}-error`;
  return (
    <div className="ph-step">
      <div className="ph-step__main">
        {chosen ? (
          <>
            <h3 className="ph-step__title">{m.frame}</h3>
            {size && size.width > 0 && size.height > 0 ? (
              <PhotoCropper
                src={chosen.shown ?? chosen.source}
                size={size}
                framing={framing}
                onFraming={setFraming}
              />
            ) : (
              // Read for its size (and a lighter copy to frame), then gone.
              <img
                hidden
                alt=""
                src={chosen.source}
                data-testid="photo-probe"
                onLoad={(event) => {
                  const image = event.currentTarget;
                  const { naturalWidth: width, naturalHeight: height } = image;
                  const problem = dimensionProblem(width, height);
                  if (problem) {
                    reset();
                    setError(problem === 'small' ? m.tooSmall : m.tooManyPixels);
                    return;
                  }
                  setChosen({ ...chosen, shown: lighterCopy(image) ?? chosen.source });
                  setSize({ width, height });
                }}
                onError={() => {
                  reset();
                  setError(m.unreadable);
                }}
              />
            )}
          </>
        ) : (
          <div className="ph-step__current">
            <Avatar name={name} photoUrl={photoUrl} size={128} nameBeside main />
            <p className="ftc-hint">{photoUrl ? m.current : m.none}</p>
          </div>
        )}

        <div className="ftc-field ph-step__field">
          <label className="ftc-label" htmlFor={`${ids}-file`}>
            {chosen || photoUrl ? m.chooseAnother : m.choose}
          </label>
          <p id={hintId} className="ftc-hint">
            {m.fileHint}
          </p>
          <input
            ref={input}
            id={`${ids}-file`}
            className="ftc-input ftc-file"
            type="file"
            name="photo"
            accept={PHOTO_ACCEPT}
            disabled={busy}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
          {error ? (
            <p id={errorId} className="ftc-error" role="alert">
              {error}
            </p>
          ) : null}
        </div>

        {busy ? (
          <div className="ftc-field">
            <label className="ftc-label" htmlFor={`${ids}-progress`}>
              {fill(m.uploading, { percent: Math.round((progress ?? 0) * 100) })}
            </label>
            <progress id={`${ids}-progress`} max={1} value={progress} />
          </div>
        ) : null}

        <div className="ftc-actions">
          {chosen ? (
            <>
              <button
                type="button"
                className="ftc-button"
                aria-disabled={busy || !size || undefined}
                onClick={() => void send()}
              >
                {busy ? <Spinner /> : null}
                <span>{m.upload}</span>
              </button>
              <button
                type="button"
                className="ftc-button-secondary"
                onClick={() => {
                  upload.current?.abort();
                  reset();
                }}
              >
                {m.cancel}
              </button>
            </>
          ) : photoUrl ? (
            <button
              type="button"
              className="ftc-button-secondary"
              aria-disabled={removing || undefined}
              onClick={() => void remove()}
            >
              {removing ? <Spinner /> : null}
              <span>{m.remove}</span>
            </button>
          ) : null}
        </div>
      </div>

      <aside className="ph-step__guidelines" aria-labelledby={`${ids}-guidelines`}>
        <h3 id={`${ids}-guidelines`} className="ph-step__title">
          {m.guidelinesTitle}
        </h3>
        <ul>
          {Object.values(m.guidelines).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
