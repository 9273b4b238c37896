-- Accounts: users, OAuth tokens, SMS codes, rate limits and the client cabinet (contracts, deals, bills).
-- Conventions (see upstream/API-account.md):
--   money        INTEGER kopecks (*_kop); the API returns roubles as numbers with two decimals;
--   timestamps   INTEGER Unix seconds (*_at);
--   calendar     TEXT ISO dates 'YYYY-MM-DD' (*_on), bill periods 'YYYY-MM'.

CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  user_type TEXT NOT NULL CHECK (user_type IN ('individual', 'legalEntity')),
  phone TEXT NOT NULL UNIQUE,            -- 11 digits, 7XXXXXXXXXX; also the OAuth username
  password_hash TEXT NOT NULL,           -- pbkdf2-sha256$iterations$salt$hash
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  middle_name TEXT,
  inn TEXT,
  company_name TEXT,
  address TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);

-- One row per issued access/refresh pair. A refresh rotates into a new row of the same family.
CREATE TABLE oauth_tokens (
  id TEXT PRIMARY KEY,                   -- public id, used by /auth/profile/tokens/{tokenId}
  family_id TEXT NOT NULL,               -- every rotation of one sign-in
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  client_id TEXT NOT NULL,
  scope TEXT NOT NULL,
  access_hash TEXT NOT NULL UNIQUE,      -- SHA-256 hex of the access token
  refresh_hash TEXT NOT NULL UNIQUE,     -- SHA-256 hex of the refresh token
  access_expires_at INTEGER NOT NULL,
  refresh_expires_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  family_created_at INTEGER NOT NULL,
  last_used_at INTEGER,
  user_agent TEXT,
  rotated_at INTEGER,
  successor_id TEXT,
  successor_sealed TEXT,                 -- successor tokens, AES-GCM sealed with a key derived from this refresh token
  revoked_at INTEGER
);
CREATE INDEX oauth_tokens_user ON oauth_tokens (user_id);
CREATE INDEX oauth_tokens_family ON oauth_tokens (family_id);

-- SMS confirmation codes for registration and password restore.
CREATE TABLE sms_codes (
  id INTEGER PRIMARY KEY,
  phone TEXT NOT NULL,
  purpose TEXT NOT NULL CHECK (purpose IN ('register', 'restore')),
  code_hash TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  verification_hash TEXT UNIQUE,         -- set by check-code; the verification token proves the phone
  verification_expires_at INTEGER,
  consumed_at INTEGER
);
CREATE INDEX sms_codes_phone ON sms_codes (phone, purpose, created_at);

-- What an SMS gateway would send; readable at the development-only outbox endpoint.
CREATE TABLE sms_outbox (
  id INTEGER PRIMARY KEY,
  phone TEXT NOT NULL,
  purpose TEXT NOT NULL,
  text TEXT NOT NULL,
  code TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX sms_outbox_phone ON sms_outbox (phone, created_at);

-- Fixed-window counters (login failures, SMS sends per phone and per IP).
CREATE TABLE auth_rate_limits (
  key TEXT NOT NULL,
  window_start INTEGER NOT NULL,
  hits INTEGER NOT NULL,
  PRIMARY KEY (key, window_start)
);

CREATE TABLE client_drivers (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  last_name TEXT NOT NULL,
  first_name TEXT NOT NULL,
  middle_name TEXT,
  phone TEXT,
  birth_on TEXT,
  license_number TEXT NOT NULL,
  license_issued_on TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX client_drivers_user ON client_drivers (user_id);

CREATE TABLE client_contracts (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  number TEXT NOT NULL UNIQUE,
  signed_on TEXT NOT NULL,
  ends_on TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('active', 'closed')),
  closed_on TEXT,
  car_brand TEXT NOT NULL,
  car_model TEXT NOT NULL,
  car_year INTEGER NOT NULL,
  car_vin TEXT NOT NULL,
  car_plate TEXT,
  car_color TEXT NOT NULL,
  car_vehicle_type TEXT NOT NULL,
  car_body TEXT NOT NULL,
  car_engine TEXT NOT NULL,
  car_power_hp INTEGER NOT NULL,
  car_transmission TEXT NOT NULL,
  car_drive TEXT NOT NULL,
  car_mileage_km INTEGER NOT NULL,
  price_kop INTEGER NOT NULL,            -- price with VAT
  advance_kop INTEGER NOT NULL,
  buyout_kop INTEGER NOT NULL,
  term_months INTEGER NOT NULL,
  rate_bp INTEGER NOT NULL,              -- annual rate, basis points (1800 = 18%)
  monthly_kop INTEGER NOT NULL,
  payment_day INTEGER NOT NULL
);
CREATE INDEX client_contracts_user ON client_contracts (user_id);

CREATE TABLE contract_schedule (
  id INTEGER PRIMARY KEY,
  contract_id INTEGER NOT NULL REFERENCES client_contracts (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,             -- 0 advance, 1..n monthly, n+1 buyout
  kind TEXT NOT NULL CHECK (kind IN ('advance', 'monthly', 'buyout')),
  due_on TEXT NOT NULL,
  amount_kop INTEGER NOT NULL,
  principal_kop INTEGER NOT NULL,
  interest_kop INTEGER NOT NULL,
  balance_kop INTEGER NOT NULL,          -- financed amount outstanding after this payment
  status TEXT NOT NULL CHECK (status IN ('paid', 'unpaid', 'overdue')),
  paid_on TEXT,
  UNIQUE (contract_id, position)
);

CREATE TABLE contract_operations (
  id INTEGER PRIMARY KEY,
  contract_id INTEGER NOT NULL REFERENCES client_contracts (id) ON DELETE CASCADE,
  operation_on TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('advance', 'payment', 'penalty', 'penaltyPayment', 'buyout')),
  amount_kop INTEGER NOT NULL,
  description TEXT NOT NULL,
  document_number TEXT NOT NULL
);
CREATE INDEX contract_operations_contract ON contract_operations (contract_id, operation_on);

CREATE TABLE client_deals (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  number TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  created_on TEXT NOT NULL,
  updated_on TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('inProgress', 'completed', 'rejected')),
  product TEXT NOT NULL,
  car_brand TEXT NOT NULL,
  car_model TEXT NOT NULL,
  car_year INTEGER NOT NULL,
  price_kop INTEGER NOT NULL,
  advance_kop INTEGER NOT NULL,
  term_months INTEGER NOT NULL,
  monthly_kop INTEGER NOT NULL,
  manager_name TEXT NOT NULL,
  manager_phone TEXT NOT NULL,
  contract_id INTEGER REFERENCES client_contracts (id)
);
CREATE INDEX client_deals_user ON client_deals (user_id);

CREATE TABLE deal_stages (
  deal_id INTEGER NOT NULL REFERENCES client_deals (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  slug TEXT NOT NULL,
  name TEXT NOT NULL,
  completed_on TEXT,
  PRIMARY KEY (deal_id, position)
);

CREATE TABLE client_bills (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  contract_id INTEGER NOT NULL REFERENCES client_contracts (id),
  number TEXT NOT NULL UNIQUE,
  issued_on TEXT NOT NULL,
  due_on TEXT NOT NULL,
  period TEXT NOT NULL,                  -- YYYY-MM the bill is for
  kind TEXT NOT NULL CHECK (kind IN ('monthly', 'penalty')),
  description TEXT NOT NULL,
  amount_kop INTEGER NOT NULL,           -- with VAT
  vat_rate INTEGER NOT NULL,             -- percent
  vat_kop INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('paid', 'unpaid', 'overdue')),
  paid_on TEXT
);
CREATE INDEX client_bills_user ON client_bills (user_id, issued_on);
