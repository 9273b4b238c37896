-- Public catalogue, reference data, CMS and public form submissions.
-- Ids are stable integers assigned by the seed (upstream/seed/catalog.mjs); slugs are unique and URL-safe.
-- JSON columns hold small lists (phones, items) that are always read whole.

CREATE TABLE countries (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL
);

CREATE TABLE cities (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  region TEXT NOT NULL,
  phone TEXT NOT NULL,
  lon REAL NOT NULL,
  lat REAL NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE metros (
  id INTEGER PRIMARY KEY,
  city_id INTEGER NOT NULL REFERENCES cities(id),
  name TEXT NOT NULL,
  line TEXT NOT NULL,
  color TEXT NOT NULL,
  lon REAL NOT NULL,
  lat REAL NOT NULL
);
CREATE INDEX metros_city ON metros(city_id);

CREATE TABLE offices (
  id INTEGER PRIMARY KEY,
  city_id INTEGER NOT NULL REFERENCES cities(id),
  metro_id INTEGER REFERENCES metros(id),
  name TEXT NOT NULL,
  address TEXT NOT NULL,
  hours TEXT NOT NULL,
  phones TEXT NOT NULL,
  email TEXT NOT NULL,
  lon REAL NOT NULL,
  lat REAL NOT NULL,
  is_main INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX offices_city ON offices(city_id);

CREATE TABLE service_centers (
  id INTEGER PRIMARY KEY,
  city_id INTEGER NOT NULL REFERENCES cities(id),
  metro_id INTEGER REFERENCES metros(id),
  name TEXT NOT NULL,
  address TEXT NOT NULL,
  hours TEXT NOT NULL,
  phones TEXT NOT NULL,
  services TEXT NOT NULL,
  lon REAL NOT NULL,
  lat REAL NOT NULL
);
CREATE INDEX service_centers_city ON service_centers(city_id);

CREATE TABLE banks (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  license TEXT NOT NULL,
  bik TEXT NOT NULL,
  rate_from REAL NOT NULL,
  max_term_months INTEGER NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE vehicle_types (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE brands (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  country_id INTEGER NOT NULL REFERENCES countries(id),
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE models (
  id INTEGER PRIMARY KEY,
  brand_id INTEGER NOT NULL REFERENCES brands(id),
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL
);

CREATE TABLE cars (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  brand_id INTEGER NOT NULL REFERENCES brands(id),
  model_id INTEGER NOT NULL REFERENCES models(id),
  vehicle_type_id INTEGER NOT NULL REFERENCES vehicle_types(id),
  city_id INTEGER NOT NULL REFERENCES cities(id),
  title TEXT NOT NULL,
  year INTEGER NOT NULL,
  price INTEGER NOT NULL,
  mileage INTEGER NOT NULL,
  engine_volume REAL,
  fuel TEXT NOT NULL,
  power_hp INTEGER NOT NULL,
  transmission TEXT NOT NULL,
  drive TEXT NOT NULL,
  body TEXT NOT NULL,
  color_name TEXT NOT NULL,
  color_hex TEXT NOT NULL,
  description TEXT NOT NULL,
  in_program INTEGER NOT NULL DEFAULT 0,
  trade_in INTEGER NOT NULL DEFAULT 0,
  popularity INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX cars_brand ON cars(brand_id);
CREATE INDEX cars_type ON cars(vehicle_type_id);
CREATE INDEX cars_city ON cars(city_id);
CREATE INDEX cars_price ON cars(price);
CREATE INDEX cars_popularity ON cars(popularity);

CREATE TABLE question_types (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL
);

CREATE TABLE question_categories (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE reviews (
  id INTEGER PRIMARY KEY,
  author TEXT NOT NULL,
  city_id INTEGER REFERENCES cities(id),
  client_type TEXT NOT NULL,
  rating INTEGER NOT NULL,
  car TEXT,
  text TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE news_categories (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  color TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE news (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  category_id INTEGER NOT NULL REFERENCES news_categories(id),
  title TEXT NOT NULL,
  preview TEXT NOT NULL,
  body TEXT NOT NULL,
  -- Lower-cased title and preview: SQLite's LIKE and lower() fold ASCII only, not Cyrillic.
  search TEXT NOT NULL,
  published_at TEXT NOT NULL
);
CREATE INDEX news_published ON news(published_at);
CREATE INDEX news_category ON news(category_id);

CREATE TABLE pages (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  url TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  h1 TEXT NOT NULL,
  content TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE seo_data (
  id INTEGER PRIMARY KEY,
  key TEXT NOT NULL UNIQUE,
  url TEXT NOT NULL,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  keywords TEXT NOT NULL,
  h1 TEXT NOT NULL
);

-- Company info is one JSON document: it is read whole and edited rarely.
CREATE TABLE company_info (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  data TEXT NOT NULL
);

CREATE TABLE info_blocks (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  subtitle TEXT,
  items TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE documents (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  filename TEXT NOT NULL,
  content_type TEXT NOT NULL,
  body TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- Files reachable only through an unguessable key (a capability link handed to one client).
CREATE TABLE private_files (
  key TEXT PRIMARY KEY,
  title TEXT NOT NULL,
  filename TEXT NOT NULL,
  content_type TEXT NOT NULL,
  body TEXT NOT NULL,
  expires_at TEXT,
  created_at TEXT NOT NULL
);

CREATE TABLE bookings (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  car_id INTEGER NOT NULL REFERENCES cars(id),
  office_id INTEGER REFERENCES offices(id),
  name TEXT NOT NULL,
  phone TEXT NOT NULL,
  visit_date TEXT,
  comment TEXT,
  ip TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'new',
  created_at TEXT NOT NULL
);

CREATE TABLE form_results (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  form TEXT NOT NULL,
  name TEXT NOT NULL,
  phone TEXT NOT NULL,
  payload TEXT NOT NULL,
  ip TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX form_results_form ON form_results(form, created_at);

-- Fixed-window counters for public submissions, one row per bucket, client address and minute.
CREATE TABLE rate_limits (
  bucket TEXT NOT NULL,
  client TEXT NOT NULL,
  window_start INTEGER NOT NULL,
  hits INTEGER NOT NULL,
  PRIMARY KEY (bucket, client, window_start)
);
