import { isEmail } from '../contract/email';

/** Which rule of spec §5 a newsletter email breaks, if any (the words are in messages.ts). */
export function newsletterEmailProblem(value: string): 'required' | 'invalid' | undefined {
  if (!value.trim()) return 'required';
  if (!isEmail(value)) return 'invalid';
  return undefined;
}
