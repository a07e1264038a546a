import { useSearchParams } from 'react-router';
import { TokenAction } from '../../src/account/token-action';
import { accountWords } from '../../src/account/words';
import { useWords } from '../../src/i18n/use-words';
import { paths } from '../config/paths';
import { Page } from './page';

/** `/confirm-email?token=`: the link sent to a new email address (interface §9). */
export function ConfirmEmailPage() {
  const { m } = useWords(accountWords);
  const [search] = useSearchParams();
  return (
    <Page title={m.links.confirmEmail.title}>
      <TokenAction
        kind="confirmEmail"
        token={search.get('token') ?? undefined}
        loginHref={paths.login}
      />
    </Page>
  );
}

/** `/account/restore?token=`: the link that undoes a deletion for 14 days (interface §9). */
export function RestoreAccountPage() {
  const { m } = useWords(accountWords);
  const [search] = useSearchParams();
  return (
    <Page title={m.links.restore.title}>
      <TokenAction
        kind="restore"
        token={search.get('token') ?? undefined}
        loginHref={paths.login}
      />
    </Page>
  );
}
