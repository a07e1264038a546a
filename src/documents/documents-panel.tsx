import { observer } from 'mobx-react-lite';
import { type FormEvent, useId, useRef, useState } from 'react';
import { failureMessage, showFailure } from '../lib/api-errors';
import { useKit } from '../lib/kit-context';
import { accountTypeOfUser } from '../lib/session-lifecycle';
import { useApiResource } from '../lib/use-api-resource';
import { SelectField } from '../ui/select-field';
import { Spinner } from '../ui/spinner';
import { SubmitButton } from '../ui/submit-button';
import {
  ACCEPTED_TYPES,
  detectType,
  documentsPath,
  MAX_UPLOAD_BYTES,
  type UploadedDocument,
  uploadDocument,
} from './documents-api';

const KINDS = [
  { value: 'identity', label: 'Identity document' },
  { value: 'certification', label: 'Certification (CPR, first aid, RBT…)' },
  { value: 'background_check', label: 'Background check' },
  { value: 'other', label: 'Other' },
];
const kindLabel = (kind: string) => KINDS.find((k) => k.value === kind)?.label ?? kind;
const STATUS: Record<string, string> = {
  pending_review: 'Waiting for review',
  approved: 'Approved',
  rejected: 'Rejected',
};
const size = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} kB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const today = () => new Date().toISOString().slice(0, 10);

/** The account's documents: the list with status and expiry, and an upload form. */
export const DocumentsPanel = observer(function DocumentsPanel({
  showForm = true,
}: {
  showForm?: boolean;
}) {
  const { api, store, apiBase } = useKit();
  const type = accountTypeOfUser(store.auth.user);
  const path = documentsPath(type);
  const list = useApiResource<UploadedDocument[]>(
    store.auth.isLoggedIn ? path : null,
    'We could not load your documents.',
  );
  const ids = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState('identity');
  const [expires, setExpires] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | undefined>();
  const [removing, setRemoving] = useState<string | undefined>();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (progress !== undefined) return;
    const file = fileRef.current?.files?.[0];
    if (!file) {
      setError('Choose a file to upload.');
      fileRef.current?.focus();
      return;
    }
    if (file.size > MAX_UPLOAD_BYTES) {
      setError('The file is larger than 10 MB. Upload a smaller file.');
      return;
    }
    if (!ACCEPTED_TYPES.includes((await detectType(file)) ?? '')) {
      setError('Upload a PDF, JPEG or PNG file.');
      return;
    }
    if (expires && expires < today()) {
      setError('The expiry date is in the past: upload a document that is still valid.');
      return;
    }
    setError(undefined);
    setProgress(0);
    const form = new FormData();
    form.append('kind', kind);
    if (expires) form.append('expires_on', expires);
    form.append('file', file);
    try {
      const answer = await uploadDocument({
        url: `${apiBase()}${path}`,
        token: store.auth.token,
        form,
        onProgress: setProgress,
      });
      store.message.setMessage(answer.message || `${file.name} is uploaded.`);
      if (fileRef.current) fileRef.current.value = '';
      setExpires('');
      list.reload();
    } catch (failure) {
      setError(failureMessage(failure, 'The upload failed.'));
      showFailure(store, failure, 'The upload failed.');
    } finally {
      setProgress(undefined);
    }
  }

  async function remove(document: UploadedDocument) {
    setRemoving(document.id);
    try {
      const response = await api.request(`DELETE`, `${path}/${encodeURIComponent(document.id)}`);
      store.message.setMessage(response.body.message || 'Document removed.');
      list.reload();
    } catch (failure) {
      showFailure(store, failure, 'We could not remove it.');
    } finally {
      setRemoving(undefined);
    }
  }

  return (
    <div className="ftc-stack documents">
      {showForm ? (
        <form
          className="ftc-stack site-form"
          noValidate
          onSubmit={onSubmit}
          aria-busy={progress !== undefined}
        >
          <SelectField
            label="Document type"
            name="kind"
            options={KINDS}
            value={kind}
            onChange={(event) => setKind(event.target.value)}
          />
          <div className="ftc-field">
            <label className="ftc-label" htmlFor={`${ids}-file`}>
              File
            </label>
            <p className="ftc-hint" id={`${ids}-file-hint`}>
              PDF, JPEG or PNG, up to 10 MB.
            </p>
            <input
              ref={fileRef}
              id={`${ids}-file`}
              className="ftc-input ftc-file"
              type="file"
              name="file"
              accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
              aria-invalid={error ? true : undefined}
              aria-describedby={`${ids}-file-hint${error ? ` ${ids}-file-error` : ''}`}
              onChange={() => setError(undefined)}
            />
            {error ? (
              <p id={`${ids}-file-error`} className="ftc-error">
                {error}
              </p>
            ) : null}
          </div>
          <div className="ftc-field">
            <label className="ftc-label" htmlFor={`${ids}-expires`}>
              Expiry date (optional)
            </label>
            <input
              id={`${ids}-expires`}
              className="ftc-input"
              type="date"
              name="expires_on"
              min={today()}
              value={expires}
              onChange={(event) => setExpires(event.target.value)}
            />
          </div>
          {progress !== undefined ? (
            <div className="ftc-field">
              <label className="ftc-label" htmlFor={`${ids}-progress`}>
                Uploading… {Math.round(progress * 100)}%
              </label>
              <progress id={`${ids}-progress`} max={1} value={progress} />
            </div>
          ) : null}
          <SubmitButton busy={progress !== undefined}>Upload document</SubmitButton>
        </form>
      ) : null}

      <section aria-labelledby={`${ids}-list`}>
        <h2 id={`${ids}-list`}>Your documents</h2>
        {list.status === 'loading' ? (
          <p className="ftc-state" role="status">
            <Spinner /> Loading your documents…
          </p>
        ) : list.status === 'error' ? (
          <p className="ftc-state" role="alert">
            {list.error.message}{' '}
            <button type="button" className="ftc-link" onClick={list.reload}>
              Try again
            </button>
          </p>
        ) : list.data.length === 0 ? (
          <p className="ftc-lead">You have not uploaded any document yet.</p>
        ) : (
          <ul className="documents__list">
            {list.data.map((document) => (
              <li key={document.id} className="documents__item">
                <div>
                  <strong>{document.original_name}</strong>
                  <span className="ftc-hint">
                    {kindLabel(document.kind)} · {size(document.size_bytes)} ·{' '}
                    {STATUS[document.status] ?? document.status}
                    {document.expires_on ? ` · expires ${document.expires_on}` : ''}
                  </span>
                </div>
                <button
                  type="button"
                  className="ftc-button-secondary"
                  aria-disabled={removing === document.id || undefined}
                  onClick={() => void remove(document)}
                >
                  {removing === document.id ? <Spinner /> : null}
                  <span>Remove {document.original_name}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
});
