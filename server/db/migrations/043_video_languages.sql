-- Issue 24: the home page's videos in the reader's language. A video keeps one YouTube id and
-- poster; its title and description get a Spanish version, written by the seed for the seeded
-- videos (db/seed.ts fills those still without one at every start). The public video lists answer
-- in the request's language and fall back to English where a video has no Spanish.
alter table videos add column title_es text;
alter table videos add column description_es text;
