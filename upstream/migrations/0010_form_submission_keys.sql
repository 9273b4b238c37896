-- A public form posted twice within a short window is stored once (issue 30, decision 0023): one row
-- per submission key and body (`id`, the SHA-256 of form, key and validated body), written in the
-- same D1 batch as the submission it names. The hourly sweep deletes rows past the window by
-- `created_at` (unix seconds).
CREATE TABLE form_submission_keys (
  id TEXT PRIMARY KEY,
  form TEXT NOT NULL,
  result_id INTEGER,
  created_at INTEGER NOT NULL,
  created_iso TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX form_submission_keys_created ON form_submission_keys (created_at);
