/**
 * The catalogues the elements render, listed once: the build writes their English keys into
 * the declarations as the type of `FTCWidgets.setWords` (so a partner's override is
 * checked by their compiler), and the README names the namespaces. Not bundled into elements.
 */
import {
  accountRuleWords,
  accountWords,
  loginWords,
  otpWords,
  passwordResetWords,
  signupWords,
} from '../src/auth/words';
import { caregiverWords } from '../src/caregivers/words';
import { faqWords } from '../src/faq/words';
import { careWords } from '../src/i18n/care-words';
import { kitWords } from '../src/lib/words';
import { newsletterWords } from '../src/newsletter/words';
import { checkoutWords, plansWords } from '../src/plans/words';
import { controlWords } from '../src/ui/words';

export const ELEMENT_CATALOGUES = [
  newsletterWords,
  loginWords,
  otpWords,
  signupWords,
  accountRuleWords,
  passwordResetWords,
  accountWords,
  plansWords,
  checkoutWords,
  faqWords,
  caregiverWords,
  careWords,
  controlWords,
  kitWords,
];
