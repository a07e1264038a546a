-- Issue 24: the site's own content in the reader's language. FAQs, how-it-works steps and static
-- pages get a `language` ('en' or 'es'); every row stored so far is English and stays as it is.
-- The Spanish rows are written by the seed (db/seed.ts fills a language that has no rows yet,
-- so an existing database gets them at its next start). The public content routes answer the
-- request's language (Accept-Language) and fall back to English for a page not translated.
alter table faqs add column language text not null default 'en' check (language in ('en', 'es'));
alter table hows add column language text not null default 'en' check (language in ('en', 'es'));
alter table static_pages add column language text not null default 'en'
  check (language in ('en', 'es'));

-- A page is one per slug and language.
alter table static_pages drop constraint static_pages_pkey;
alter table static_pages add primary key (slug, language);

create index faqs_language_audience on faqs (language, audience, position);
create index hows_language_audience on hows (language, audience, step);
