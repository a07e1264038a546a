import type { KeyboardEvent, RefObject } from 'react';

/**
 * The composers' keys: Enter sends (submits the form, so the form's own checks and sending
 * state apply), Shift+Enter makes a new line, and Enter while an input method composes a word
 * (Japanese, Chinese…) is left to it.
 */
export function enterToSend(formRef: RefObject<HTMLFormElement | null>) {
  return (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    formRef.current?.requestSubmit();
  };
}
