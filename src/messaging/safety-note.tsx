import type { MessageFlag } from '../contract/admin-values';
import { useWords } from '../i18n/use-words';
import { messagingWords } from './words';

/**
 * The safety note beside a flagged message (interface §10 "Safety in conversations"), in the
 * reader's language: both sides see the payment and scam warning; the contact note says to the
 * recipient that phone numbers and emails are hidden until a hire, and to the sender that the
 * other person sees them hidden. A note (role `note`), not an alert: it is read in its place.
 */
export function SafetyNote({
  flags,
  fromMe,
  name,
}: {
  flags: readonly MessageFlag[];
  fromMe: boolean;
  /** The other person's first name. */
  name: string;
}) {
  const { m, fill } = useWords(messagingWords);
  const risky = flags.includes('off_platform_payment') || flags.includes('scam_risk');
  const contacts = flags.includes('contact_details');
  if (!risky && !contacts) return null;
  return (
    <>
      {risky ? (
        <p className="msg__safety msg__safety--risk" role="note">
          {m.safety.risk}
        </p>
      ) : null}
      {contacts ? (
        <p className="msg__safety" role="note">
          {fromMe ? fill(m.safety.contactsSent, { name }) : m.safety.contactsHidden}
        </p>
      ) : null}
    </>
  );
}
