import type pg from 'pg';
import type { MessageFlag } from '../../src/contract/admin-values';
import { checkMessage, type MessageCheck, maskContacts } from '../safety/check-message';

/**
 * The conversation safety check as the server applies it to every new message (interface §10
 * "Safety in conversations"): the flags stored with the message, the masked body its recipient
 * sees before a hire, and the automatic report a payment or scam flag opens, all in the
 * message's own transaction.
 */

/** What a new message is stored with. */
export interface ScreenedMessage {
  flags: MessageFlag[];
  /** The body the recipient sees (contacts masked), or null when it is the body as written. */
  maskedBody: string | null;
  check: MessageCheck;
}

/** Whether the parent has hired the caregiver's profile (a row in `hires`). */
async function hired(client: pg.PoolClient, parentAccountId: string, profileId: string) {
  // Named (issue 27): every message runs it, and planning it cost more than running it.
  const { rows } = await client.query<{ hired: boolean }>({
    name: 'message-hired',
    text: 'select exists (select 1 from hires where parent_account_id = $1 and profile_id = $2) as hired',
    values: [parentAccountId, profileId],
  });
  return Boolean(rows[0]?.hired);
}

/**
 * Checks a new message of the pair: contact details count only before a hire, and only then is
 * the recipient's copy masked.
 */
export async function screenMessage(
  client: pg.PoolClient,
  pair: { parentAccountId: string; profileId: string },
  body: string,
): Promise<ScreenedMessage> {
  const check = checkMessage(body, {
    hired: await hired(client, pair.parentAccountId, pair.profileId),
  });
  const maskedBody = check.flags.includes('contact_details') ? maskContacts(body) : null;
  return { flags: check.flags, maskedBody, check };
}

/**
 * Opens the automatic report of a flagged message (`off_platform_payment` or `scam_risk`), in the
 * message's transaction: `source` "automatic", no reporter, the message as target, the reason
 * from the check and details naming the flags and what matched.
 *
 * At most one OPEN automatic report per conversation (a partial unique index decides, so a
 * burst of flagged messages opens one even from two instances at once): the report leads staff
 * to the conversation, where every flagged message shows its flags, so a second report of the
 * same conversation adds work and nothing to see. Once staff resolve it, the next flagged message
 * opens a new one. True when this message opened the report.
 */
export async function openAutomaticReport(
  client: pg.PoolClient,
  message: { id: number; conversationId: string },
  check: MessageCheck,
): Promise<boolean> {
  if (!check.reportReason) return false;
  const details = `Automatic safety check: flagged ${check.flags
    .filter((flag) => flag !== 'contact_details')
    .join(', ')} (${check.matched.join(', ')}).`;
  const { rowCount } = await client.query(
    `insert into reports (source, reporter_account_id, target_kind, target_id, reason, details,
                          conversation_id)
     values ('automatic', null, 'message', $1, $2, $3, $4)
     on conflict (conversation_id) where source = 'automatic' and status = 'open' do nothing`,
    [message.id, check.reportReason, details.slice(0, 1000), message.conversationId],
  );
  return Boolean(rowCount);
}
