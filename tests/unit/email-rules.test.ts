import { describe, expect, it } from 'vitest';
import { newsletterEmailProblem } from '../../src/contract/email';
import { wordsFor } from '../../src/i18n/catalogue';
import { newsletterWords } from '../../src/newsletter/words';

const EMAIL_MESSAGES = wordsFor(newsletterWords, 'en');
const validateNewsletterEmail = (value: string) => {
  const problem = newsletterEmailProblem(value);
  return problem && EMAIL_MESSAGES[problem];
};

describe('newsletter email rules (spec §5)', () => {
  it('uses the messages of the spec, exactly', () => {
    expect(EMAIL_MESSAGES.required).toBe('Email Field is required.');
    expect(EMAIL_MESSAGES.invalid).toBe('Please enter valid email address.');
  });

  it.each(['', '   ', '\t'])('requires a value: %j', (value) => {
    expect(validateNewsletterEmail(value)).toBe('Email Field is required.');
  });

  it.each([
    'anna',
    'anna@',
    '@example.com',
    'anna@example',
    'anna example@x.com',
    'anna@exa mple.com',
    'a@b.c',
    'anna@@example.com',
    'anna@-example.com',
  ])('refuses %j', (value) => {
    expect(validateNewsletterEmail(value)).toBe('Please enter valid email address.');
  });

  it.each([
    'anna@example.com',
    'anna.lee+news@mail.example.co.uk',
    ' anna@example.com ',
    "o'brien@example.ie",
    'X@EXAMPLE.COM',
  ])('accepts %j', (value) => {
    expect(validateNewsletterEmail(value)).toBeUndefined();
  });

  it('refuses an address longer than 254 characters', () => {
    expect(validateNewsletterEmail(`${'a'.repeat(250)}@example.com`)).toBe(
      'Please enter valid email address.',
    );
  });
});
