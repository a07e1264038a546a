-- A stream belongs to a login (refresh-token family): a ticket remembers the login that bought
-- it, so that logging out (or a password change, which ends every login) closes the streams of
-- that login too, not only its later requests.
alter table stream_tickets add column family uuid;
