import { forwardRef } from 'react';
import { TextField, type TextFieldProps } from './text-field';

export const OTP_DIGITS = 6;

export interface OtpFieldProps
  extends Omit<TextFieldProps, 'onChange' | 'value' | 'type' | 'inputMode'> {
  value: string;
  /** The code as digits only, at most `digits` of them (a pasted "123 456" arrives whole). */
  onCode: (code: string) => void;
  digits?: number;
}

/**
 * The one input of a code sent by text message: one real field that SMS autofill
 * (`one-time-code`) and a pasted code both reach, digits only.
 */
export const OtpField = forwardRef<HTMLInputElement, OtpFieldProps>(function OtpField(
  { onCode, digits = OTP_DIGITS, className, ...props },
  ref,
) {
  return (
    <TextField
      ref={ref}
      {...props}
      onChange={(event) => onCode(event.target.value.replace(/\D/g, '').slice(0, digits))}
      className={['ftc-otp__input', className].filter(Boolean).join(' ')}
      autoComplete="one-time-code"
      inputMode="numeric"
      pattern="[0-9]*"
      maxLength={digits + 4}
    />
  );
});
