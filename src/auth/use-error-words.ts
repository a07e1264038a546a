import { useWords } from '../i18n/use-words';
import { accountRuleOf, accountRuleWords } from './words';

/**
 * The words for a field error, in the element's language at render time (so a message already
 * shown follows a change of `lang`): the forms' rules answer with a key of `own` or with a shared
 * rule's English message (src/contract/account-rules.ts); anything else is the server's words.
 */
export function useErrorWords(own: object): (error: string | undefined) => string | undefined {
  const { m: rules } = useWords(accountRuleWords);
  return (error) => {
    if (!error) return undefined;
    const rule = accountRuleOf(error);
    if (rule) return rules[rule];
    const mine = (own as Record<string, unknown>)[error];
    return typeof mine === 'string' ? mine : error;
  };
}
