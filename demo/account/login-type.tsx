import { useWords } from '../../src/i18n/use-words';
import { accountPageWords } from '../account-words';

/** The account kind chosen on /login, kept for the next visit (interface §7). */
export const LOGIN_TYPE_KEY = 'ftc-login-type';
export type LoginType = 'user' | 'service_provider';

export function savedLoginType(): LoginType {
  try {
    return localStorage.getItem(LOGIN_TYPE_KEY) === 'service_provider'
      ? 'service_provider'
      : 'user';
  } catch {
    return 'user';
  }
}

/** "Parent / Caregiver": which login endpoint the form uses (spec §6's login `type`). */
export function LoginTypeChoice({
  value,
  onChange,
}: {
  value: LoginType;
  onChange: (type: LoginType) => void;
}) {
  const { m } = useWords(accountPageWords);
  const options: { type: LoginType; label: string }[] = [
    { type: 'user', label: m.parent },
    { type: 'service_provider', label: m.caregiver },
  ];
  return (
    <fieldset className="login-type">
      <legend className="ftc-label">{m.loginAs}</legend>
      <div className="login-type__options">
        {options.map((option) => (
          <label key={option.type} className="login-type__option">
            <input
              type="radio"
              name="login-type"
              value={option.type}
              checked={value === option.type}
              onChange={() => onChange(option.type)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
