import { observer } from 'mobx-react-lite';
import { useId, useRef, useState } from 'react';
import { intlLocale } from '../i18n/format';
import { useWords } from '../i18n/use-words';
import { showFailure } from '../lib/api-errors';
import { useKit } from '../lib/kit-context';
import { accountTypeOfUser } from '../lib/session-lifecycle';
import { useApiResource } from '../lib/use-api-resource';
import { useForm } from '../lib/use-form';
import { SelectField } from '../ui/select-field';
import { Spinner } from '../ui/spinner';
import { SubmitButton } from '../ui/submit-button';
import { TextField } from '../ui/text-field';
import {
  ACCEPTED_TYPES,
  detectType,
  documentsPath,
  MAX_UPLOAD_BYTES,
  type UploadedDocument,
  uploadDocument,
} from './documents-api';
import { documentsWords } from './words';

/** The kinds the server takes, and their key in the catalogue. */
const KINDS = {
  identity: 'identity',
  certification: 'certification',
  background_check: 'background_check',
  other: 'other_document',
} as const;
const today = () => new Date().toISOString().slice(0, 10);

/** The account's documents: the list with status and expiry, and an upload form. */
export const DocumentsPanel = observer(function DocumentsPanel({
  showForm = true,
  listHeading = true,
}: {
  showForm?: boolean;
  /** The list's own heading ("Your documents"); off where the page already names it. */
  listHeading?: boolean;
}) {
  const { api, store, apiBase } = useKit();
  const { m, fill, date, lang } = useWords(documentsWords);
  const type = accountTypeOfUser(store.auth.user);
  const path = documentsPath(type);
  const list = useApiResource<UploadedDocument[]>(
    store.auth.isLoggedIn ? path : null,
    m.loadFailed,
  );
  const ids = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | undefined>();
  const [removing, setRemoving] = useState<string | undefined>();

  const kindLabel = (kind: string) =>
    kind in KINDS ? m.kinds[KINDS[kind as keyof typeof KINDS]] : kind;
  const statusLabel = (status: string) =>
    status in m.statuses ? m.statuses[status as keyof typeof m.statuses] : status;
  const size = (bytes: number) =>
    bytes < 1024 * 1024
      ? fill(m.kilobytes, { size: Math.ceil(bytes / 1024) })
      : fill(m.megabytes, {
          size: new Intl.NumberFormat(intlLocale(lang), {
            minimumFractionDigits: 1,
            maximumFractionDigits: 1,
          }).format(bytes / 1024 / 1024),
        });

  const form = useForm({
    initial: { kind: 'identity', file: '', expires_on: '' },
    validate: ({ expires_on }) => {
      const file = fileRef.current?.files?.[0];
      return {
        file: !file ? m.chooseFile : file.size > MAX_UPLOAD_BYTES ? m.tooLarge : undefined,
        expires_on: expires_on && expires_on < today() ? m.expired : undefined,
      };
    },
    fallback: m.uploadFailed,
    onFailure: (failure) => showFailure(store, failure, m.uploadFailed),
    async submit({ kind, expires_on }, controller) {
      const file = fileRef.current?.files?.[0] as File;
      // What the bytes are, not what the name says.
      if (!ACCEPTED_TYPES.includes((await detectType(file)) ?? '')) {
        controller.setErrors({ file: m.wrongType });
        fileRef.current?.focus();
        return;
      }
      setProgress(0);
      const body = new FormData();
      body.append('kind', kind);
      if (expires_on) body.append('expires_on', expires_on);
      body.append('file', file);
      try {
        const answer = await uploadDocument({
          url: `${apiBase()}${path}`,
          token: store.auth.token,
          form: body,
          onProgress: setProgress,
        });
        store.toast.show(answer.message || fill(m.uploaded, { name: file.name }));
        if (fileRef.current) fileRef.current.value = '';
        controller.reset({ kind, file: '', expires_on: '' });
        list.reload();
      } finally {
        setProgress(undefined);
      }
    },
  });

  async function remove(document: UploadedDocument) {
    setRemoving(document.id);
    try {
      const response = await api.request(`DELETE`, `${path}/${encodeURIComponent(document.id)}`);
      store.toast.show(response.body.message || m.removed);
      list.reload();
    } catch (failure) {
      showFailure(store, failure, m.removeFailed);
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
          onSubmit={form.onSubmit}
          aria-busy={form.submitting}
        >
          <SelectField
            {...form.field('kind')}
            label={m.documentType}
            options={Object.keys(KINDS).map((value) => ({ value, label: kindLabel(value) }))}
          />
          <TextField
            ref={fileRef}
            label={m.file}
            hint={m.fileHint}
            type="file"
            name="file"
            className="ftc-file"
            accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
            error={form.errors.file}
            onChange={(event) => form.set('file', event.target.value)}
          />
          <TextField {...form.field('expires_on')} label={m.expiry} type="date" min={today()} />
          {progress !== undefined ? (
            <div className="ftc-field">
              <label className="ftc-label" htmlFor={`${ids}-progress`}>
                {fill(m.uploading, { percent: Math.round(progress * 100) })}
              </label>
              <progress id={`${ids}-progress`} max={1} value={progress} />
            </div>
          ) : null}
          <SubmitButton busy={form.submitting}>{m.upload}</SubmitButton>
        </form>
      ) : null}

      <section aria-labelledby={listHeading ? `${ids}-list` : undefined}>
        {listHeading ? <h2 id={`${ids}-list`}>{m.yours}</h2> : null}
        {list.status === 'loading' ? (
          <p className="ftc-state" role="status">
            <Spinner /> {m.loading}
          </p>
        ) : list.status === 'error' ? (
          <p className="ftc-state" role="alert">
            {list.error.message}{' '}
            <button type="button" className="ftc-link" onClick={list.reload}>
              {m.tryAgain}
            </button>
          </p>
        ) : list.data.length === 0 ? (
          <p className="ftc-lead">{m.none}</p>
        ) : (
          <ul className="documents__list">
            {list.data.map((document) => (
              <li key={document.id} className="documents__item">
                <div>
                  <strong>{document.original_name}</strong>
                  <span className="ftc-hint">
                    {kindLabel(document.kind)} · {size(document.size_bytes)} ·{' '}
                    {statusLabel(document.status)}
                    {document.expires_on
                      ? ` · ${fill(m.expires, { date: date(document.expires_on, { dateStyle: 'medium', timeZone: 'UTC' }) })}`
                      : ''}
                  </span>
                </div>
                <button
                  type="button"
                  className="ftc-button-secondary"
                  aria-disabled={removing === document.id || undefined}
                  onClick={() => void remove(document)}
                >
                  {removing === document.id ? <Spinner /> : null}
                  <span>{fill(m.remove, { name: document.original_name })}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
});
