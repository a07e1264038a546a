import { VERIFICATION_TEXT } from '../contract/verification-values';
import { defineWords } from './catalogue';

/**
 * The verification explainer's words (src/contract/verification-values.ts, which the server's
 * FAQ answer is made from too): the badges' meanings on cards and profiles, and the profile
 * page's "What FTC checks" (demo/market/verification-explainer.tsx).
 */
export const verificationWords = defineWords(
  'verification',
  VERIFICATION_TEXT.en,
  VERIFICATION_TEXT.es,
);
