-- Safety in conversations (interface §10, issue 23 item 4): each message keeps what the server's
-- safety check found, the body its recipient may see, and automatic reports find their
-- conversation.

-- What the check flagged: off_platform_payment, scam_risk, contact_details (none: '{}').
alter table messages add column flags text[] not null default '{}'
  check (flags <@ array['off_platform_payment', 'scam_risk', 'contact_details']::text[]);

-- The body as the recipient sees it when contact details were masked (a message with a phone
-- number or an email sent before a hire); null: the recipient sees `body`. The sender and staff
-- always see `body`. Decided when the message is sent: a later hire does not unmask it.
alter table messages add column masked_body text;

-- The conversation of an automatic report (its target is one message). At most one open
-- automatic report per conversation: a burst of flagged messages opens one, a new one opens
-- once staff have resolved it.
alter table reports add column conversation_id bigint references conversations (id) on delete set null;
create unique index reports_one_open_automatic_idx on reports (conversation_id)
  where source = 'automatic' and status = 'open';
