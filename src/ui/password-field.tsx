import { forwardRef, useState } from 'react';
import { useWords } from '../i18n/use-words';
import { TextField, type TextFieldProps } from './text-field';
import { controlWords } from './words';

/** A password field with a Show/Hide toggle that keeps focus and caret where they are. */
export const PasswordField = forwardRef<
  HTMLInputElement,
  Omit<TextFieldProps, 'type' | 'trailing'>
>(function PasswordField(props, ref) {
  const [visible, setVisible] = useState(false);
  const { m } = useWords(controlWords);
  return (
    <TextField
      ref={ref}
      {...props}
      type={visible ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="off"
      trailing={
        <button
          type="button"
          className="ftc-toggle"
          part="toggle"
          aria-pressed={visible}
          aria-label={visible ? m.hidePassword : m.showPassword}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? m.hide : m.show}
        </button>
      }
    />
  );
});
