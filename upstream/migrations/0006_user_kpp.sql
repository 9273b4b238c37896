-- A legal entity's КПП (tax registration reason code), printed as the buyer's on its bills.
-- Null for private persons and for entities that have not given it. The demo entity's value is
-- seed data (upstream/seed/sql/0006_user_kpp_seed.sql).
ALTER TABLE users ADD COLUMN kpp TEXT;
