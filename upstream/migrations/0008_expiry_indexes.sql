-- Indexes for the scheduled sweep (upstream/src/maintenance/prune.ts, the Cron Trigger): each
-- DELETE of expired rows is a range on one of these columns instead of a scan.
CREATE INDEX auth_rate_limits_window ON auth_rate_limits (window_start);
CREATE INDEX rate_limits_window ON rate_limits (window_start);
CREATE INDEX sms_codes_created ON sms_codes (created_at);
CREATE INDEX sms_outbox_created ON sms_outbox (created_at);
CREATE INDEX oauth_tokens_refresh_expiry ON oauth_tokens (refresh_expires_at);
