-- Issue 24, photos: a parent's optional photo (a caregiver's is caregiver_profiles.photo_url).
-- Like the caregiver's, it is this server's own `/media/` address (the 256 px WebP; the other
-- sizes are named beside it), written only by the photo routes.
alter table accounts add column photo_url text;
alter table accounts add constraint accounts_photo_url_ours
  check (photo_url is null or photo_url ~ '^(https?://[^/?#@\\]+)?/media(/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)+$');
