import { observer } from 'mobx-react-lite';
import { NavLink } from 'react-router';
import { useWords } from '../../src/i18n/use-words';
import { useMessaging } from '../../src/messaging/use-messaging';
import { paths } from '../config/paths';
import { useViewer } from '../market/viewer';
import { siteWords } from '../words';
import { AccountMenu } from './account-menu';

/**
 * Logged in: Messages with the unread count, live from the tab's one stream (the count is in the
 * link's name: "Messages, 2 unread"), then the account menu (Dashboard, Profile, Messages,
 * Billing, Settings). Loaded only for an account: a visitor's page does not download the
 * messaging store and its stream client (the site's main chunk, Lighthouse).
 */
const MemberLinks = observer(function MemberLinks() {
  const { m, plural } = useWords(siteWords);
  const { user, kind } = useViewer();
  const messaging = useMessaging();
  if (!user) return null;
  const unread = messaging.unreadTotal;
  const unreadLabel = plural(m.messagesUnread, unread);
  return (
    <>
      <NavLink className="site-market-link" to={paths.dashboardMessages}>
        {unread > 0 ? (
          <>
            {/* The link's name is "Messages, 2 unread"; the word and the badge show it to the eye. */}
            <span className="ftc-visually-hidden">{unreadLabel}</span>
            <span aria-hidden="true">{m.messages}</span>
            <span className="msg-badge" aria-hidden="true">
              {unread > 99 ? '99+' : unread}
            </span>
          </>
        ) : (
          m.messages
        )}
      </NavLink>
      <AccountMenu
        fullName={user.full_name}
        // The member's photo goes here once accounts have one (issue 24 "Photos").
        photo={(user as { photo_url?: string | null }).photo_url}
        parent={kind === 'parent'}
        accountType={kind === 'visitor' ? undefined : kind}
        unread={unread}
        unreadLabel={unreadLabel}
      />
    </>
  );
});

export default MemberLinks;
