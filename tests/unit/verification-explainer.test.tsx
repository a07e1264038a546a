import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { BadgeList } from '../../demo/market/caregiver-card';
import { VerificationExplainer } from '../../demo/market/verification-explainer';
import { VERIFICATION_TEXT } from '../../src/contract/verification-values';

// Issue 24: one verification explainer. The profile's badges and its "What FTC checks" say the
// words the FAQ answer is made from (server/db/seed-verification.ts), in English and Spanish.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.documentElement.lang = 'en';
});

async function render(lang: 'en' | 'es') {
  document.documentElement.lang = lang;
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => {
    root?.render(
      <>
        <BadgeList
          badges={[
            { kind: 'mobile', verified_at: '2026-01-01T00:00:00.000Z', expires_at: null },
            { kind: 'id', verified_at: '2026-01-02T00:00:00.000Z', expires_at: null },
          ]}
        />
        <VerificationExplainer />
      </>,
    );
  });
  return container.textContent ?? '';
}

describe('the verification explainer on a profile', () => {
  it.each(['en', 'es'] as const)(
    'says in %s what a badge means, what it does not promise and what to check',
    async (lang) => {
      const words = VERIFICATION_TEXT[lang];
      const text = await render(lang);
      expect(text).toContain(words.badgeMeans.mobile);
      expect(text).toContain(words.badgeMeans.id);
      expect(text).toContain(words.title);
      expect(text).toContain(words.checks.document);
      expect(text).toContain(words.not);
      expect(text).toContain(words.yours.references);
    },
  );

  it('says FTC staff reviewed the document: never that FTC checks nothing', () => {
    expect(VERIFICATION_TEXT.en.badgeMeans.id).toBe(
      'FTC staff reviewed an identity document and granted this badge.',
    );
    expect(VERIFICATION_TEXT.en.faqShort).not.toMatch(/^No\b/);
  });
});
