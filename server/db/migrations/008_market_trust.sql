-- The admin review queue (issue 11, trust half): documents by status, oldest first, so the
-- pending queue and the decided lists are read from an index however many documents exist.
create index documents_status_idx on documents (status, created_at, id);
