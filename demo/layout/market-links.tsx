import { observer } from 'mobx-react-lite';
import { useWords } from '../../src/i18n/use-words';
import { useMessaging } from '../../src/messaging/use-messaging';
import { useViewer } from '../market/viewer';
import { siteWords } from '../words';
import { AccountMenu } from './account-menu';

/**
 * Logged in: the account menu (Dashboard, Profile, Messages, Billing, Settings) with the unread
 * count, live from the tab's one stream (the count is in the entry's name: "Messages, 2 unread",
 * and a dot on the button). Loaded only for an account: a visitor's page does not download the
 * messaging store and its stream client (the site's main chunk, Lighthouse).
 */
const MemberMenu = observer(function MemberMenu() {
  const { m, plural } = useWords(siteWords);
  const { user, kind } = useViewer();
  const messaging = useMessaging();
  if (!user) return null;
  const unread = messaging.unreadTotal;
  return (
    <AccountMenu
      fullName={user.full_name}
      // The member's photo goes here once accounts have one (issue 24 "Photos").
      photo={(user as { photo_url?: string | null }).photo_url}
      parent={kind === 'parent'}
      unread={unread}
      unreadLabel={plural(m.messagesUnread, unread)}
    />
  );
});

export default MemberMenu;
