import { verificationText } from '../../src/contract/verification-values';

/**
 * The FAQ answer "Does FTC check caregivers for me?" in `lang`, made from the one verification
 * explainer (src/i18n/verification-words.ts) that the badges and the profile page show too.
 */
export function verificationFaqHtml(lang: 'en' | 'es'): string {
  const v = verificationText(lang);
  const items = (texts: string[]) => `<ul>${texts.map((text) => `<li>${text}</li>`).join('')}</ul>`;
  return [
    `<p>${v.faqShort}</p>`,
    items([v.checks.mobile, v.checks.document]),
    `<p><strong>${v.notTitle}.</strong> ${v.not}</p>`,
    `<p><strong>${v.yoursTitle}:</strong></p>`,
    items(Object.values(v.yours)),
  ].join('');
}

/**
 * Texts the seed wrote before issue 24 that said the opposite of the verification explainer. The
 * seed fills only empty tables, so on a database seeded earlier each English row that still holds
 * its old text is rewritten from today's seed entry (db/seed.ts `repairVerificationCopy`); a row
 * an operator has since rewritten no longer holds it and is left alone.
 */
export const OLD_VERIFICATION_COPY = {
  faqs: [
    {
      audience: 'users',
      position: 6,
      old: '<p><strong>No.</strong> FTC is a marketplace. We do not employ caregivers, and the profiles, badges',
    },
    {
      audience: 'service-providers',
      position: 6,
      old: '<p>Badges on your profile show what you have uploaded. FTC does not confirm that documents are genuine',
    },
  ],
  pages: [
    {
      slug: 'about',
      old: '<li>Profiles, job posts, applications, badges, documents and messages are written',
    },
    {
      slug: 'term-and-condition',
      old: 'A badge such as "CPR certified" means the user says they hold',
    },
  ],
} as const;
