-- Sessions that end when they should (hardening issue items 4 and 7).
--
-- accounts.session_version: every access token carries it (claim `sv`) and every request checks
-- it against the account, so changing or resetting the password (which bumps it) ends every
-- session at once, not when the access token expires.
alter table accounts add column session_version integer not null default 0;

-- The account's session_version when the refresh token was issued: a refresh token from before
-- a password change no longer renews, even one issued in a race with the change.
alter table refresh_tokens add column session_version integer not null default 0;

-- A reset link is voided (not used) when another link of the account, or a password change,
-- made it pointless: the page can say so.
alter table password_resets add column voided_at timestamptz;
create index password_resets_account_idx on password_resets (account_id) where used_at is null;
