import { describe, expect, it } from 'vitest';
import { say, validationWord } from '../../server/i18n';
import { textField } from '../../src/contract/common';

/** The first problem, as the server says it in English (the contract names catalogue keys). */
const problem = (schema: ReturnType<typeof textField>, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const words = validationWord(result.error.issues[0]?.message ?? '');
  return typeof words === 'string' ? words : say('en', words);
};

describe('textField: every error names the field', () => {
  const title = textField('title', { min: 5, max: 10 });

  it('says what is wrong, with the field’s name', () => {
    expect(problem(title, undefined)).toBe('title is required.');
    expect(problem(title, 42)).toBe('title must be text.');
    expect(problem(title, '  abc   ')).toBe('title needs at least 5 characters.');
    expect(problem(title, 'x'.repeat(11))).toBe('title can have at most 10 characters.');
    expect(title.parse('  Nanny  ')).toBe('Nanny');
  });

  it('words a minimum of one as required, and can keep spaces', () => {
    const body = textField('body', { min: 1, max: 5, required: 'body is required: write it.' });
    expect(problem(body, '   ')).toBe('body is required: write it.');
    const bio = textField('bio', { max: 5, trim: false });
    expect(bio.parse(' a b ')).toBe(' a b ');
    expect(problem(bio, ' a b c ')).toBe('bio can have at most 5 characters.');
  });
});
