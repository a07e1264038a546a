import { type ReactNode, useId } from 'react';
import { ACCOUNT_MESSAGES, accountRuleKey } from '../contract/account-rules';
import { useWords } from '../i18n/use-words';
import { accountWords } from './words';

type Rule = keyof typeof accountWords.en.rules;

/** A shared rule's English message (src/contract/account-rules.ts) as the key of its words. */
export function ruleOf(problem: string | undefined): Rule | undefined {
  if (!problem) return undefined;
  const key = accountRuleKey(problem).replace(/^account\./, '');
  return key in ACCOUNT_MESSAGES ? (key as Rule) : undefined;
}

/**
 * A field error in the member's language at render time: the client's own rules are keys of
 * `rules`; anything else is the server's message (already in the member's language).
 */
export function useSay(): (error: string | undefined) => string | undefined {
  const { m } = useWords(accountWords);
  return (error) => {
    if (!error) return undefined;
    return error in m.rules ? m.rules[error as Rule] : error;
  };
}

/** One card of the settings page, named by its heading. */
export function SettingsSection({
  title,
  lead,
  children,
  wide = false,
  id,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  wide?: boolean;
  id?: string;
}) {
  const heading = useId();
  return (
    <section
      id={id}
      className={wide ? 'dashboard__card dashboard__card--wide' : 'dashboard__card'}
      aria-labelledby={heading}
    >
      <h2 id={heading}>{title}</h2>
      {lead ? <p>{lead}</p> : null}
      {children}
    </section>
  );
}
