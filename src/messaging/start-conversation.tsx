import { type ReactNode, useRef, useState } from 'react';
import { CONVERSATION_LIMITS } from '../contract/conversation-values';
import type { StartConversationBody } from '../contract/conversations';
import { useWords } from '../i18n/use-words';
import { isSubscriptionRequired } from '../lib/api-errors';
import { useForm } from '../lib/use-form';
import { SubmitButton } from '../ui/submit-button';
import { ComposerField } from './composer-field';
import { useMessaging } from './use-messaging';
import { messagingWords } from './words';

export interface StartConversationProps {
  /** Whom to write to: a caregiver (a parent), or the people of an application. */
  target: { caregiver_id: number } | { application_id: number };
  /** The text to start with (kept across the trip to the plans). */
  initialBody?: string;
  /** Told of every change of the text, to keep it. */
  onDraft?: (body: string) => void;
  /** The conversation exists (new, or the pair's one): its id. */
  onStarted: (conversationId: number) => void;
  /** What a plan unlocks, shown when the server answers 403 subscription_required. */
  paywall: ReactNode;
}

/**
 * The first message to someone (interface §7): `POST /v1/conversations` with the target and the
 * body; when the pair already has a conversation the server adds the message to it. The text is
 * never lost: a failure (the paywall's 403 included) leaves it in the box.
 */
export function StartConversation({
  target,
  initialBody = '',
  onDraft,
  onStarted,
  paywall,
}: StartConversationProps) {
  const store = useMessaging();
  const { m } = useWords(messagingWords);
  const formRef = useRef<HTMLFormElement>(null);
  const [needsPlan, setNeedsPlan] = useState(false);
  const form = useForm<{ body: string }>({
    initial: { body: initialBody },
    validate: (v) => ({
      body:
        v.body.trim().length >= CONVERSATION_LIMITS.bodyMin &&
        v.body.trim().length <= CONVERSATION_LIMITS.bodyMax
          ? undefined
          : m.bodyRule,
    }),
    fallback: m.startFailed,
    onFailure: (failure) => setNeedsPlan(isSubscriptionRequired(failure)),
    async submit(v) {
      setNeedsPlan(false);
      const body: StartConversationBody = { ...target, body: v.body };
      const id = await store.start(body);
      onDraft?.('');
      onStarted(id);
    },
  });
  return (
    <form ref={formRef} className="msg-composer" noValidate onSubmit={form.onSubmit}>
      <ComposerField
        formRef={formRef}
        value={form.values.body}
        error={form.errors.body}
        busy={form.submitting}
        rows={4}
        onChange={(body) => {
          form.set('body', body);
          onDraft?.(body);
        }}
      />
      {needsPlan ? (
        <div className="cg-note" role="alert">
          {paywall}
        </div>
      ) : form.message ? (
        <div className="msg-failed" role="alert">
          <p className="ftc-error">{form.message}</p>
          <button
            type="button"
            className="ftc-button-secondary"
            onClick={() => formRef.current?.requestSubmit()}
          >
            {m.retry}
          </button>
        </div>
      ) : null}
      <div className="msg-composer__actions">
        <SubmitButton busy={form.submitting}>{m.send}</SubmitButton>
      </div>
    </form>
  );
}
