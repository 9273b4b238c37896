-- Schema bookkeeping: later migrations add the domain tables.
CREATE TABLE IF NOT EXISTS app_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
INSERT OR REPLACE INTO app_meta (key, value) VALUES ('schema', 'leasing-upstream');
