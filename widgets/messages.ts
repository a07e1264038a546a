/**
 * The catalogues the elements render, listed once: the build writes their English keys into
 * the declarations as the type of `FTCWidgets.setMessages` (so a partner's override is
 * checked by their compiler), and the README names the namespaces. Not bundled into elements.
 */
import {
  accountMessages,
  accountRuleMessages,
  loginMessages,
  otpMessages,
  passwordResetMessages,
  signupMessages,
} from '../src/auth/messages';
import { caregiverMessages } from '../src/caregivers/messages';
import { faqMessages } from '../src/faq/messages';
import { careWords } from '../src/i18n/care-words';
import { kitMessages } from '../src/lib/messages';
import { newsletterMessages } from '../src/newsletter/messages';
import { checkoutMessages, plansMessages } from '../src/plans/messages';
import { controlMessages } from '../src/ui/messages';

export const ELEMENT_CATALOGUES = [
  newsletterMessages,
  loginMessages,
  otpMessages,
  signupMessages,
  accountRuleMessages,
  passwordResetMessages,
  accountMessages,
  plansMessages,
  checkoutMessages,
  faqMessages,
  caregiverMessages,
  careWords,
  controlMessages,
  kitMessages,
];
