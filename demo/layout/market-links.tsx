import { observer } from 'mobx-react-lite';
import { NavLink } from 'react-router';
import { useWords } from '../../src/i18n/use-words';
import { useMessaging } from '../../src/messaging/use-messaging';
import { paths } from '../config/paths';
import { useViewer } from '../market/viewer';
import { siteWords } from '../words';

/**
 * Logged in: Dashboard (the plan and billing are one click from it), Jobs, and Messages with the unread count, live from the tab's one stream (the
 * count is in the link's name: "Messages, 2 unread").
 */
const MarketLinks = observer(function MarketLinks() {
  const { m, plural } = useWords(siteWords);
  const { user } = useViewer();
  const messaging = useMessaging();
  if (!user) return null;
  const unread = messaging.unreadTotal;
  return (
    <>
      <NavLink className="site-market-link" to={paths.dashboard} end>
        {m.dashboard}
      </NavLink>
      <NavLink className="site-market-link" to={paths.jobs}>
        {m.jobs}
      </NavLink>
      <NavLink className="site-market-link" to={paths.dashboardMessages}>
        {unread > 0 ? (
          <>
            {/* The link's name is "Messages, 2 unread"; the word and the badge show it to the eye. */}
            <span className="ftc-visually-hidden">{plural(m.messagesUnread, unread)}</span>
            <span aria-hidden="true">{m.messages}</span>
            <span className="msg-badge" aria-hidden="true">
              {unread > 99 ? '99+' : unread}
            </span>
          </>
        ) : (
          m.messages
        )}
      </NavLink>
    </>
  );
});

export default MarketLinks;
