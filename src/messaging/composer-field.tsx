import type { RefObject } from 'react';
import { CONVERSATION_LIMITS } from '../contract/conversation-values';
import { useWords } from '../i18n/use-words';
import { TextAreaField } from '../ui/textarea-field';
import { enterToSend } from './enter-to-send';
import { messagingWords } from './words';

export interface ComposerFieldProps {
  /** The composer's form: Enter submits it. */
  formRef: RefObject<HTMLFormElement | null>;
  value: string;
  error: string | undefined;
  /** Sending: the text stays, read-only, until the answer. */
  busy: boolean;
  rows: number;
  onChange: (value: string) => void;
}

/** The message field of both composers (a thread's, a first message's): "Message", Enter sends. */
export function ComposerField({ formRef, value, error, busy, rows, onChange }: ComposerFieldProps) {
  const { m } = useWords(messagingWords);
  return (
    <TextAreaField
      label={m.composer}
      note={m.composerHint}
      error={error}
      className="msg-composer__input"
      name="body"
      rows={rows}
      maxLength={CONVERSATION_LIMITS.bodyMax}
      value={value}
      readOnly={busy}
      aria-busy={busy || undefined}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={enterToSend(formRef)}
    />
  );
}
