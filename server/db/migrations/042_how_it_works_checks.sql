-- Issue 24, "copy that agrees": the parents' fourth "How it works" step said that profiles are
-- user-submitted and to verify IDs yourself, while the same page shows "ID verified" badges that
-- FTC staff give after reviewing a document. The seeded step (server/db/seed-content.ts) now says
-- what the badges and the FAQ say; databases seeded before get the same words, unless an operator
-- has already rewritten the step.
update hows
   set body = 'FTC checks the mobile number and, for the badges, the documents its staff reviewed; everything else is written by each caregiver. Check references and originals yourself. When you are confident, agree on terms and start with a trial shift.'
 where language = 'en'
   and audience = 'users'
   and body = 'Profiles are user-submitted, so verify IDs, certificates and references yourself. When you are confident, agree on terms and start with a trial shift.';
