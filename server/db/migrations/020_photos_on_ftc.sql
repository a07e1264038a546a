-- A caregiver's photo is on FTC (issue 20): the profile rule accepts only this server's
-- /media/ path. Addresses elsewhere (a tracking pixel, or one the site's CSP blocks anyway) are
-- removed, so the profile editor, which sends the stored photo back, can still save.
update caregiver_profiles
   set photo_url = null
 where photo_url is not null
   and photo_url !~ '^(https?://[^/?#@\\]+)?/media(/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)+$';
