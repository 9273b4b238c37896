#!/usr/bin/env node
// Generates upstream/seed/sql/0005_catalog_seed.sql. Deterministic: a seeded PRNG and fixed
// dates, so the committed SQL is reproducible (`node upstream/seed/catalog.mjs`) and a unit test
// checks that the file matches this script.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { companyInfo, documents, infoBlocks, pages, privateFiles, seoData } from './cms.mjs';
import { brands, carColors, drives, fuels, models, transmissions, workColors } from './models.mjs';
import { categoryParagraphs, newsCategories, newsItems } from './news.mjs';
import {
  banks,
  cities,
  countries,
  metros,
  offices,
  questionCategories,
  questionTypes,
  serviceCenters,
  vehicleTypes,
} from './reference.mjs';
import { reviews } from './reviews.mjs';

/** mulberry32: tiny, fast and identical on every platform. */
export function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const sqlValue = (v) => {
  if (v === null || v === undefined) return 'NULL';
  if (typeof v === 'boolean') return v ? '1' : '0';
  if (typeof v === 'number') return String(v);
  return `'${String(v).replaceAll("'", "''")}'`;
};

// One row per statement keeps every statement far below D1's statement size limit.
const insert = (table, columns, rows) =>
  rows.map((r) => `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${r.map(sqlValue).join(', ')});`).join('\n');

const checkDigit = (digits, weights) => (weights.reduce((s, w, i) => s + w * Number(digits[i]), 0) % 11) % 10;

/** A 10-digit INN with a valid check digit for the given first nine digits. */
export function inn10(first9) {
  return first9 + checkDigit(first9, [2, 4, 10, 3, 5, 9, 4, 6, 8]);
}

/** A 13-digit OGRN with a valid check digit for the given first twelve digits. */
export function ogrn13(first12) {
  return first12 + String((BigInt(first12) % 11n) % 10n);
}

const pick = (rnd, list) => list[Math.floor(rnd() * list.length)];
const between = (rnd, min, max) => min + Math.floor(rnd() * (max - min + 1));
// Thousands separated by spaces without relying on the runtime's ICU data.
const groupDigits = (n) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
const pad = (n) => String(n).padStart(2, '0');

function buildCars(rnd, modelIds, brandIds, typeIds, cityIds) {
  const rows = [];
  const citySlugs = cities.map((c) => c[0]);
  const prepositional = Object.fromEntries(cities.map((c) => [c[0], c[5]]));
  const brandNames = Object.fromEntries(brands.map((b) => [b[0], b[1]]));
  let id = 0;
  for (const m of models) {
    const [
      brand,
      suffix,
      name,
      type,
      body,
      fuel,
      volume,
      power,
      gearboxes,
      driveList,
      [minPrice, maxPrice],
      firstYear,
    ] = m;
    const work = type === 'trucks' || type === 'special' || type === 'commercial';
    // Popular passenger models get more stock; heavy machinery is rarer.
    const count = type === 'special' || type === 'trucks' ? between(rnd, 1, 2) : between(rnd, 1, 3);
    for (let k = 0; k < count; k++) {
      id += 1;
      const year = Math.max(firstYear, pick(rnd, [2026, 2026, 2025, 2025, 2024, 2023, 2022, 2021]));
      const age = 2026 - year;
      const basePrice = minPrice + rnd() * (maxPrice - minPrice);
      const price = Math.round((basePrice * (1 - 0.08 * age)) / 10_000) * 10_000;
      const mileage = age === 0 ? between(rnd, 0, 40) : Math.round((age * between(rnd, 9_000, 22_000)) / 100) * 100;
      const transmission = pick(rnd, gearboxes);
      const drive = pick(rnd, driveList);
      const [colorName, colorHex] = pick(rnd, work ? workColors : carColors);
      const city =
        type === 'special' ? pick(rnd, ['moscow', 'yekaterinburg', 'kazan', 'krasnodar']) : pick(rnd, citySlugs);
      const title = `${brandNames[brand]} ${name}`;
      const slug = `${brand}-${suffix}-${year}-${id}`;
      const engine = volume
        ? `${String(volume).replace('.', ',')} л, ${power} л.с., ${fuels[fuel].toLowerCase()}`
        : `${power} л.с.`;
      const condition = age === 0 ? 'Новый автомобиль' : `Пробег ${groupDigits(mileage)} км, один владелец`;
      const description =
        `${title} ${year} года в ${prepositional[city]}. ${condition}. Двигатель ${engine}, ` +
        `коробка передач — ${transmissions[transmission].toLowerCase()}, привод ${drives[drive].toLowerCase()}. ` +
        'Доступен в лизинг для физических и юридических лиц: аванс от 0%, срок до 60 месяцев, выкупной платёж от 1%.';
      const month = between(rnd, 1, 11);
      const day = between(rnd, 1, 28);
      rows.push([
        id,
        slug,
        brandIds[brand],
        modelIds[`${brand}-${suffix}`],
        typeIds[type],
        cityIds[city],
        title,
        year,
        price,
        mileage,
        volume,
        fuel,
        power,
        transmission,
        drive,
        body,
        colorName,
        colorHex,
        description,
        rnd() < 0.3,
        age > 0 ? rnd() < 0.6 : rnd() < 0.15,
        between(rnd, 0, 1000),
        `2026-${pad(month)}-${pad(day)}T${pad(between(rnd, 8, 19))}:00:00Z`,
      ]);
    }
  }
  return rows;
}

const translit = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

/** URL code of a news item from its Russian title. */
export function slugify(text) {
  const latin = [...text.toLowerCase()].map((ch) => translit[ch] ?? ch).join('');
  const words = latin
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .split('-');
  let out = '';
  for (const w of words) {
    if ((out + w).length > 60) break;
    out = out ? `${out}-${w}` : w;
  }
  return out;
}

function newsBody(category, lead, title) {
  const [first, second] = categoryParagraphs[category];
  return `<p><strong>${lead}</strong></p><p>${first}</p><h2>${title}: коротко</h2><ul><li>для физических и юридических лиц</li><li>расчёт платежа онлайн</li><li>решение по заявке за один день</li></ul><p>${second}</p>`;
}

export function buildSeedSql() {
  const rnd = prng(20260101);
  const out = ['-- Generated by upstream/seed/catalog.mjs. Do not edit by hand: change the script and run it.'];

  out.push(
    insert(
      'countries',
      ['id', 'code', 'name'],
      countries.map((c, i) => [i + 1, c[0], c[1]]),
    ),
  );
  const countryIds = Object.fromEntries(countries.map((c, i) => [c[0], i + 1]));

  out.push(
    insert(
      'cities',
      ['id', 'slug', 'name', 'region', 'phone', 'lon', 'lat', 'sort'],
      cities.map((c, i) => [i + 1, c[0], c[1], c[2], c[3], c[4][0], c[4][1], i + 1]),
    ),
  );
  const cityIds = Object.fromEntries(cities.map((c, i) => [c[0], i + 1]));

  out.push(
    insert(
      'metros',
      ['id', 'city_id', 'name', 'line', 'color', 'lon', 'lat'],
      metros.map((m, i) => [i + 1, cityIds[m[0]], m[1], m[2], m[3], m[4][0], m[4][1]]),
    ),
  );
  const metroId = (city, name) => {
    if (!name) return null;
    const i = metros.findIndex((m) => m[0] === city && m[1] === name);
    if (i < 0) throw new Error(`unknown metro ${city}/${name}`);
    return i + 1;
  };

  out.push(
    insert(
      'offices',
      ['id', 'city_id', 'metro_id', 'name', 'address', 'hours', 'phones', 'email', 'lon', 'lat', 'is_main'],
      offices.map((o, i) => [
        i + 1,
        cityIds[o[0]],
        metroId(o[0], o[1]),
        o[2],
        o[3],
        o[4],
        JSON.stringify(o[5]),
        o[6],
        o[7][0],
        o[7][1],
        o[8],
      ]),
    ),
  );
  out.push(
    insert(
      'service_centers',
      ['id', 'city_id', 'metro_id', 'name', 'address', 'hours', 'phones', 'services', 'lon', 'lat'],
      serviceCenters.map((s, i) => [
        i + 1,
        cityIds[s[0]],
        metroId(s[0], s[1]),
        s[2],
        s[3],
        s[4],
        JSON.stringify(s[5]),
        JSON.stringify(s[6]),
        s[7][0],
        s[7][1],
      ]),
    ),
  );
  out.push(
    insert(
      'banks',
      ['id', 'slug', 'name', 'license', 'bik', 'rate_from', 'max_term_months', 'sort'],
      banks.map((b, i) => [i + 1, ...b, i + 1]),
    ),
  );
  out.push(
    insert(
      'vehicle_types',
      ['id', 'slug', 'name', 'sort'],
      vehicleTypes.map((t, i) => [i + 1, t[0], t[1], i + 1]),
    ),
  );
  const typeIds = Object.fromEntries(vehicleTypes.map((t, i) => [t[0], i + 1]));

  out.push(
    insert(
      'brands',
      ['id', 'slug', 'name', 'country_id', 'sort'],
      brands.map((b, i) => [i + 1, b[0], b[1], countryIds[b[2]], i + 1]),
    ),
  );
  const brandIds = Object.fromEntries(brands.map((b, i) => [b[0], i + 1]));
  out.push(
    insert(
      'models',
      ['id', 'brand_id', 'slug', 'name'],
      models.map((m, i) => [i + 1, brandIds[m[0]], `${m[0]}-${m[1]}`, m[2]]),
    ),
  );
  const modelIds = Object.fromEntries(models.map((m, i) => [`${m[0]}-${m[1]}`, i + 1]));

  out.push(
    insert(
      'cars',
      [
        'id',
        'slug',
        'brand_id',
        'model_id',
        'vehicle_type_id',
        'city_id',
        'title',
        'year',
        'price',
        'mileage',
        'engine_volume',
        'fuel',
        'power_hp',
        'transmission',
        'drive',
        'body',
        'color_name',
        'color_hex',
        'description',
        'in_program',
        'trade_in',
        'popularity',
        'created_at',
      ],
      buildCars(rnd, modelIds, brandIds, typeIds, cityIds),
    ),
  );

  out.push(
    insert(
      'question_types',
      ['id', 'slug', 'name'],
      questionTypes.map((q, i) => [i + 1, q[0], q[1]]),
    ),
  );
  out.push(
    insert(
      'question_categories',
      ['id', 'slug', 'name', 'sort'],
      questionCategories.map((q, i) => [i + 1, q[0], q[1], i + 1]),
    ),
  );
  out.push(
    insert(
      'reviews',
      ['id', 'author', 'city_id', 'client_type', 'rating', 'car', 'text', 'created_at'],
      reviews.map((r, i) => [i + 1, r[0], cityIds[r[1]], r[2], r[3], r[4], r[5], `${r[6]}T10:00:00Z`]),
    ),
  );

  out.push(
    insert(
      'news_categories',
      ['id', 'slug', 'name', 'color', 'sort'],
      newsCategories.map((c, i) => [i + 1, c[0], c[1], c[2], i + 1]),
    ),
  );
  const newsCategoryIds = Object.fromEntries(newsCategories.map((c, i) => [c[0], i + 1]));
  out.push(
    insert(
      'news',
      ['id', 'code', 'category_id', 'title', 'preview', 'body', 'search', 'published_at'],
      newsItems.map((n, i) => [
        i + 1,
        slugify(n[2]),
        newsCategoryIds[n[0]],
        n[2],
        n[3],
        newsBody(n[0], n[3], n[2]),
        `${n[2]} ${n[3]}`.toLowerCase(),
        `${n[1]}T09:00:00Z`,
      ]),
    ),
  );

  out.push(
    insert(
      'pages',
      ['id', 'slug', 'url', 'title', 'h1', 'content', 'updated_at'],
      pages.map((p, i) => [i + 1, p[0], p[1], p[2], p[3], p[4], `${p[5]}T09:00:00Z`]),
    ),
  );
  out.push(
    insert(
      'seo_data',
      ['id', 'key', 'url', 'title', 'description', 'keywords', 'h1'],
      seoData.map((s, i) => [i + 1, ...s]),
    ),
  );

  const requisites = {
    inn: inn10('770412345'),
    kpp: '770301001',
    ogrn: ogrn13('112774612345'),
    legalAddress: '123112, г. Москва, Пресненская наб., 12, этаж 24, помещ. 2401',
    bankName: 'ПАО Сбербанк',
    bik: '044525225',
    account: '40702810938000012345',
    correspondentAccount: '30101810400000000225',
  };
  out.push(insert('company_info', ['id', 'data'], [[1, JSON.stringify(companyInfo(requisites))]]));
  out.push(
    insert(
      'info_blocks',
      ['id', 'slug', 'title', 'subtitle', 'items', 'sort'],
      infoBlocks.map((b, i) => [i + 1, b[0], b[1], b[2], JSON.stringify(b[3]), i + 1]),
    ),
  );
  const requisitesText = [
    'ООО «Драйв Лизинг»',
    `ИНН ${requisites.inn}, КПП ${requisites.kpp}, ОГРН ${requisites.ogrn}`,
    `Юридический адрес: ${requisites.legalAddress}`,
    `Расчётный счёт ${requisites.account} в ${requisites.bankName}`,
    `БИК ${requisites.bik}, к/с ${requisites.correspondentAccount}`,
    '',
  ].join('\n');
  out.push(
    insert(
      'documents',
      ['id', 'slug', 'title', 'filename', 'content_type', 'body', 'updated_at'],
      documents(requisitesText).map((d, i) => [i + 1, d[0], d[1], d[2], d[3], d[4], `${d[5]}T09:00:00Z`]),
    ),
  );
  // 128-bit keys from the seeded PRNG: stable for tests, unguessable in practice for a demo.
  const key = () => Array.from({ length: 32 }, () => Math.floor(rnd() * 16).toString(16)).join('');
  out.push(
    insert(
      'private_files',
      ['key', 'title', 'filename', 'content_type', 'body', 'expires_at', 'created_at'],
      privateFiles.map((f) => [key(), f[0], f[1], f[2], f[3], f[4], '2026-01-15T09:00:00Z']),
    ),
  );
  return `${out.join('\n')}\n`;
}

export const seedPath = fileURLToPath(new URL('./sql/0005_catalog_seed.sql', import.meta.url));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(seedPath, buildSeedSql());
  console.log(`wrote ${seedPath}`);
}
