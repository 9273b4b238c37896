/**
 * Generates upstream/seed/sql/0003_accounts_seed.sql: the two demo clients with contracts,
 * payment schedules, operations, deals, drivers and bills. Deterministic (no clock, no randomness),
 * so regenerating gives a byte-identical file.
 *
 *   npx node --experimental-strip-types upstream/seed/accounts.ts [output.sql]
 *
 * Self-contained on purpose (Node runs it without a bundler). The password hash format must stay
 * the one of upstream/src/auth/password.ts; signing in with the demo password
 * in tests/integration/upstream/account-oauth.test.ts checks it.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** "Today" of the demo data: statuses (paid, unpaid, overdue) are as of this date. */
const REFERENCE_DATE = '2026-11-20';
const DEMO_PASSWORD = 'Demo-2026';
const PBKDF2_ITERATIONS = 100_000;

// ---------- helpers ----------

const kop = (roubles: number): number => Math.round(roubles * 100);

function toBase64Url(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Salt derived from the phone instead of random, so the generated SQL is stable. */
async function demoPasswordHash(phone: string): Promise<string> {
  const salt = new Uint8Array(
    await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`leasing-demo-salt:${phone}`)),
  ).slice(0, 16);
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(DEMO_PASSWORD), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations: PBKDF2_ITERATIONS },
    key,
    256,
  );
  return `pbkdf2-sha256$${PBKDF2_ITERATIONS}$${toBase64Url(salt)}$${toBase64Url(new Uint8Array(bits))}`;
}

function sql(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') return String(value);
  return `'${value.replace(/'/g, "''")}'`;
}

function insert(table: string, row: Record<string, string | number | null | undefined>): string {
  const cols = Object.keys(row);
  return `INSERT INTO ${table} (${cols.join(', ')}) VALUES (${cols.map((c) => sql(row[c])).join(', ')});`;
}

function parseDate(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

function addDays(iso: string, days: number): string {
  const d = parseDate(iso);
  d.setUTCDate(d.getUTCDate() + days);
  return isoDate(d);
}

/** The same day of month `months` later, clamped to the month's length (31 Jan + 1 → 28/29 Feb). */
function addMonths(iso: string, months: number, day: number): string {
  const d = parseDate(iso);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + months;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return isoDate(new Date(Date.UTC(y, m, Math.min(day, last))));
}

function daysBetween(from: string, to: string): number {
  return Math.round((parseDate(to).getTime() - parseDate(from).getTime()) / 86_400_000);
}

const unix = (iso: string): number => Math.floor(parseDate(iso).getTime() / 1000) + 9 * 3600;

const MONTHS_GENITIVE = [
  'январь',
  'февраль',
  'март',
  'апрель',
  'май',
  'июнь',
  'июль',
  'август',
  'сентябрь',
  'октябрь',
  'ноябрь',
  'декабрь',
];
const periodName = (iso: string): string =>
  `${MONTHS_GENITIVE[parseDate(iso).getUTCMonth()]} ${parseDate(iso).getUTCFullYear()}`;

/** VAT rate in force on a date: 20% until 2025, 22% from 2026-01-01. */
const vatRate = (iso: string): number => (iso >= '2026-01-01' ? 22 : 20);
const vatInside = (amountKop: number, rate: number): number => Math.round((amountKop * rate) / (100 + rate));

// ---------- lease formula (ARCHITECTURE.md, domain notes) ----------

interface LeaseTerms {
  priceKop: number;
  advanceShare: number;
  termMonths: number;
  annualRate: number;
  buyoutShare: number;
}

/** M = (F − B/(1+i)^n) · i / (1 − (1+i)^−n) with F = P·(1−a), B = P·b, i = r/12. */
function monthlyPaymentKop(t: LeaseTerms): number {
  const i = t.annualRate / 12;
  const financed = t.priceKop * (1 - t.advanceShare);
  const buyout = t.priceKop * t.buyoutShare;
  const m = ((financed - buyout / (1 + i) ** t.termMonths) * i) / (1 - (1 + i) ** -t.termMonths);
  return Math.round(m);
}

// ---------- demo data definitions ----------

interface CarSpec {
  brand: string;
  model: string;
  year: number;
  vin: string;
  plate: string | null;
  color: string;
  vehicleType: string;
  body: string;
  engine: string;
  powerHp: number;
  transmission: string;
  drive: string;
  mileageKm: number;
}

interface ContractSpec {
  id: number;
  userId: number;
  number: string;
  signedOn: string;
  paymentDay: number;
  terms: LeaseTerms;
  car: CarSpec;
  /** Monthly positions paid late: position → days late (a penalty is charged and paid). */
  late?: Record<number, number>;
  /** Monthly positions past due and not paid as of REFERENCE_DATE. */
  overdue?: number[];
  legalEntity: boolean;
}

const USERS = [
  {
    id: 1,
    user_type: 'individual',
    phone: '79000000001',
    first_name: 'Алексей',
    last_name: 'Иванов',
    middle_name: 'Петрович',
    inn: '500100732259',
    company_name: null,
    address: 'г. Москва, ул. Профсоюзная, д. 56, кв. 112',
    created_on: '2023-03-01',
  },
  {
    id: 2,
    user_type: 'legalEntity',
    phone: '79000000002',
    first_name: 'Елена',
    last_name: 'Смирнова',
    middle_name: 'Викторовна',
    inn: '7725140390',
    company_name: 'ООО «ТрансЛогистик»',
    address: '117556, г. Москва, Варшавское ш., д. 125, стр. 1, офис 304',
    created_on: '2025-06-02',
  },
] as const;

const CONTRACTS: ContractSpec[] = [
  {
    id: 1,
    userId: 1,
    number: 'ЛД-2023-0871',
    signedOn: '2023-03-10',
    paymentDay: 10,
    terms: { priceKop: kop(1_390_000), advanceShare: 0.2, termMonths: 24, annualRate: 0.21, buyoutShare: 0.01 },
    car: {
      brand: 'Lada',
      model: 'Vesta SW Cross',
      year: 2022,
      vin: 'XTAGFK330NY612394',
      plate: 'М482КТ799',
      color: 'Серый «Платина»',
      vehicleType: 'Легковые',
      body: 'Универсал',
      engine: 'Бензин, 1,6 л',
      powerHp: 106,
      transmission: 'Механическая',
      drive: 'Передний',
      mileageKm: 48_200,
    },
    late: { 7: 3 },
    legalEntity: false,
  },
  {
    id: 2,
    userId: 1,
    number: 'ЛД-2025-0147',
    signedOn: '2025-08-15',
    paymentDay: 15,
    terms: { priceKop: kop(2_449_000), advanceShare: 0.2, termMonths: 36, annualRate: 0.18, buyoutShare: 0.01 },
    car: {
      brand: 'Haval',
      model: 'Jolion',
      year: 2025,
      vin: 'LGWFF7A58SH903271',
      plate: 'О715РА777',
      color: 'Белый',
      vehicleType: 'Внедорожники',
      body: 'Кроссовер',
      engine: 'Бензин, 1,5 л, турбо',
      powerHp: 150,
      transmission: 'Робот',
      drive: 'Передний',
      mileageKm: 21_650,
    },
    late: { 7: 4 },
    overdue: [15],
    legalEntity: false,
  },
  {
    id: 3,
    userId: 2,
    number: 'ЛД-2025-0312',
    signedOn: '2025-06-20',
    paymentDay: 20,
    terms: { priceKop: kop(3_890_000), advanceShare: 0.15, termMonths: 36, annualRate: 0.19, buyoutShare: 0.01 },
    car: {
      brand: 'ГАЗ',
      model: 'Газель NEXT A21R32',
      year: 2025,
      vin: 'X96A21R32S2874105',
      plate: 'Т203ХМ750',
      color: 'Белый',
      vehicleType: 'Коммерческие',
      body: 'Цельнометаллический фургон',
      engine: 'Дизель, 2,8 л',
      powerHp: 149,
      transmission: 'Механическая',
      drive: 'Задний',
      mileageKm: 68_400,
    },
    late: { 9: 6 },
    legalEntity: true,
  },
  {
    id: 4,
    userId: 2,
    number: 'ЛД-2025-0455',
    signedOn: '2025-10-05',
    paymentDay: 5,
    terms: { priceKop: kop(3_650_000), advanceShare: 0.25, termMonths: 36, annualRate: 0.17, buyoutShare: 0.01 },
    car: {
      brand: 'Chery',
      model: 'Tiggo 8 Pro Max',
      year: 2025,
      vin: 'LVVDB21B5SD518246',
      plate: 'Е908СН777',
      color: 'Чёрный',
      vehicleType: 'Внедорожники',
      body: 'Кроссовер',
      engine: 'Бензин, 2,0 л, турбо',
      powerHp: 197,
      transmission: 'Робот',
      drive: 'Полный',
      mileageKm: 27_300,
    },
    legalEntity: true,
  },
  {
    id: 5,
    userId: 2,
    number: 'ЛД-2026-0089',
    signedOn: '2026-09-12',
    paymentDay: 12,
    terms: { priceKop: kop(14_900_000), advanceShare: 0.2, termMonths: 60, annualRate: 0.16, buyoutShare: 0.01 },
    car: {
      brand: 'КАМАЗ',
      model: '54901 (седельный тягач)',
      year: 2026,
      vin: 'XTC549015T2593817',
      plate: 'В561АУ750',
      color: 'Синий',
      vehicleType: 'Грузовые',
      body: 'Седельный тягач',
      engine: 'Дизель, 12,0 л',
      powerHp: 530,
      transmission: 'Автоматизированная',
      drive: '4×2',
      mileageKm: 14_900,
    },
    overdue: [2],
    legalEntity: true,
  },
];

const DRIVERS = [
  {
    user_id: 1,
    last_name: 'Иванова',
    first_name: 'Марина',
    middle_name: 'Сергеевна',
    phone: '79161234567',
    birth_on: '1988-04-17',
    license_number: '77 24 518903',
    license_issued_on: '2021-06-09',
  },
  {
    user_id: 2,
    last_name: 'Кузнецов',
    first_name: 'Дмитрий',
    middle_name: 'Андреевич',
    phone: '79255550142',
    birth_on: '1979-11-02',
    license_number: '50 19 334871',
    license_issued_on: '2019-02-14',
  },
  {
    user_id: 2,
    last_name: 'Морозов',
    first_name: 'Игорь',
    middle_name: 'Валентинович',
    phone: '79037778215',
    birth_on: '1985-07-23',
    license_number: '77 31 902456',
    license_issued_on: '2023-09-28',
  },
  {
    user_id: 2,
    last_name: 'Гарипов',
    first_name: 'Ринат',
    middle_name: 'Ильдарович',
    phone: '79174403921',
    birth_on: '1991-01-30',
    license_number: '16 22 671045',
    license_issued_on: '2022-03-11',
  },
];

const DEAL_STAGES = [
  ['application', 'Заявка'],
  ['review', 'Рассмотрение заявки'],
  ['approval', 'Одобрение'],
  ['contract', 'Подписание договора'],
  ['advance', 'Оплата аванса'],
  ['delivery', 'Передача предмета лизинга'],
] as const;

interface DealSpec {
  id: number;
  userId: number;
  number: string;
  title: string;
  product: string;
  status: 'inProgress' | 'completed' | 'rejected';
  car: { brand: string; model: string; year: number };
  terms: LeaseTerms;
  manager: [string, string];
  contractId: number | null;
  /** Completion date of each stage, in order; missing dates are stages not reached yet. */
  stageDates: string[];
}

const DEALS: DealSpec[] = [
  {
    id: 1,
    userId: 1,
    number: 'СД-2025-1043',
    title: 'Лизинг Haval Jolion',
    product: 'Лизинг для физических лиц',
    status: 'completed',
    car: { brand: 'Haval', model: 'Jolion', year: 2025 },
    terms: CONTRACTS[1]!.terms,
    manager: ['Ольга Никитина', '74951234501'],
    contractId: 2,
    stageDates: ['2025-07-28', '2025-07-30', '2025-08-04', '2025-08-15', '2025-08-15', '2025-08-22'],
  },
  {
    id: 2,
    userId: 1,
    number: 'СД-2026-2217',
    title: 'Заявка на лизинг EXEED RX',
    product: 'Лизинг для физических лиц',
    status: 'inProgress',
    car: { brand: 'EXEED', model: 'RX', year: 2026 },
    terms: { priceKop: kop(4_390_000), advanceShare: 0.3, termMonths: 48, annualRate: 0.17, buyoutShare: 0.01 },
    manager: ['Ольга Никитина', '74951234501'],
    contractId: null,
    stageDates: ['2026-11-10', '2026-11-12'],
  },
  {
    id: 3,
    userId: 2,
    number: 'СД-2026-1580',
    title: 'Лизинг КАМАЗ 54901',
    product: 'Лизинг для юридических лиц',
    status: 'completed',
    car: { brand: 'КАМАЗ', model: '54901', year: 2026 },
    terms: CONTRACTS[4]!.terms,
    manager: ['Павел Орлов', '74951234517'],
    contractId: 5,
    stageDates: ['2026-08-18', '2026-08-21', '2026-09-01', '2026-09-12', '2026-09-12', '2026-09-25'],
  },
  {
    id: 4,
    userId: 2,
    number: 'СД-2026-2254',
    title: 'Лизинг двух Sitrak C7H',
    product: 'Лизинг для юридических лиц',
    status: 'inProgress',
    car: { brand: 'Sitrak', model: 'C7H MAX', year: 2026 },
    terms: { priceKop: kop(25_800_000), advanceShare: 0.2, termMonths: 48, annualRate: 0.16, buyoutShare: 0.01 },
    manager: ['Павел Орлов', '74951234517'],
    contractId: null,
    stageDates: ['2026-11-03', '2026-11-06', '2026-11-13'],
  },
  {
    id: 5,
    userId: 2,
    number: 'СД-2026-0311',
    title: 'Заявка на лизинг Tank 500',
    product: 'Лизинг для юридических лиц',
    status: 'rejected',
    car: { brand: 'Tank', model: '500', year: 2025 },
    terms: { priceKop: kop(6_450_000), advanceShare: 0.1, termMonths: 60, annualRate: 0.2, buyoutShare: 0.01 },
    manager: ['Павел Орлов', '74951234517'],
    contractId: null,
    stageDates: ['2026-03-02'],
  },
];

// ---------- generation ----------

interface ScheduleRow {
  position: number;
  kind: 'advance' | 'monthly' | 'buyout';
  dueOn: string;
  amountKop: number;
  principalKop: number;
  interestKop: number;
  balanceKop: number;
  status: 'paid' | 'unpaid' | 'overdue';
  paidOn: string | null;
}

function buildSchedule(c: ContractSpec): {
  rows: ScheduleRow[];
  monthlyKop: number;
  advanceKop: number;
  buyoutKop: number;
} {
  const { priceKop, advanceShare, termMonths, annualRate, buyoutShare } = c.terms;
  const advanceKop = Math.round(priceKop * advanceShare);
  const buyoutKop = Math.round(priceKop * buyoutShare);
  const monthlyKop = monthlyPaymentKop(c.terms);
  const i = annualRate / 12;
  let balance = priceKop - advanceKop;
  const status = (dueOn: string, position: number): Pick<ScheduleRow, 'status' | 'paidOn'> => {
    if (c.overdue?.includes(position)) return { status: 'overdue', paidOn: null };
    if (dueOn >= REFERENCE_DATE) return { status: 'unpaid', paidOn: null };
    const late = c.late?.[position];
    // On-time payers tend to pay a day or two early; the day depends on the position only.
    return { status: 'paid', paidOn: late ? addDays(dueOn, late) : addDays(dueOn, -(position % 3)) };
  };
  const rows: ScheduleRow[] = [
    {
      position: 0,
      kind: 'advance',
      dueOn: c.signedOn,
      amountKop: advanceKop,
      principalKop: advanceKop,
      interestKop: 0,
      balanceKop: balance,
      status: 'paid',
      paidOn: c.signedOn,
    },
  ];
  for (let k = 1; k <= termMonths; k++) {
    const dueOn = addMonths(c.signedOn, k, c.paymentDay);
    const interest = Math.round(balance * i);
    // The last payment absorbs the rounding, so the balance ends exactly at the buyout amount.
    const principal = k === termMonths ? balance - buyoutKop : monthlyKop - interest;
    balance -= principal;
    rows.push({
      position: k,
      kind: 'monthly',
      dueOn,
      amountKop: monthlyKop,
      principalKop: principal,
      interestKop: monthlyKop - principal,
      balanceKop: balance,
      ...status(dueOn, k),
    });
  }
  const lastDue = rows[rows.length - 1]!.dueOn;
  rows.push({
    position: termMonths + 1,
    kind: 'buyout',
    dueOn: lastDue,
    amountKop: buyoutKop,
    principalKop: buyoutKop,
    interestKop: 0,
    balanceKop: 0,
    ...status(lastDue, termMonths + 1),
  });
  return { rows, monthlyKop, advanceKop, buyoutKop };
}

/** Penalty (пени) of 0.1% of the late amount per day. */
const penaltyKop = (amountKop: number, days: number): number => Math.round(amountKop * 0.001 * days);

async function main(): Promise<void> {
  const out: string[] = [
    '-- Generated by upstream/seed/accounts.ts; do not edit by hand.',
    `-- Demo clients (password ${DEMO_PASSWORD}): 79000000001 private person, 79000000002 legal entity.`,
    `-- Statuses are as of ${REFERENCE_DATE}. Money in kopecks.`,
    '',
  ];
  for (const u of USERS) {
    const { created_on, ...rest } = u;
    out.push(
      insert('users', {
        ...rest,
        password_hash: await demoPasswordHash(u.phone),
        created_at: unix(created_on),
        updated_at: unix(created_on),
      }),
    );
  }
  out.push('');
  DRIVERS.forEach((d, index) => {
    out.push(insert('client_drivers', { id: index + 1, ...d, created_at: unix('2025-09-01') + index * 3600 }));
  });

  let operationId = 0;
  let billId = 0;
  const billSeq: Record<string, number> = {};
  const billNumber = (issuedOn: string): string => {
    const year = issuedOn.slice(0, 4);
    billSeq[year] = (billSeq[year] ?? 0) + 1;
    return `${year}-${String(billSeq[year] * 7 + 100).padStart(4, '0')}`;
  };

  for (const c of CONTRACTS) {
    const { rows, monthlyKop, advanceKop, buyoutKop } = buildSchedule(c);
    const last = rows[rows.length - 1]!;
    const closed = rows.every((r) => r.status === 'paid');
    out.push('');
    out.push(`-- ${c.number}: ${c.car.brand} ${c.car.model}`);
    out.push(
      insert('client_contracts', {
        id: c.id,
        user_id: c.userId,
        number: c.number,
        signed_on: c.signedOn,
        ends_on: last.dueOn,
        status: closed ? 'closed' : 'active',
        closed_on: closed ? last.paidOn : null,
        car_brand: c.car.brand,
        car_model: c.car.model,
        car_year: c.car.year,
        car_vin: c.car.vin,
        car_plate: c.car.plate,
        car_color: c.car.color,
        car_vehicle_type: c.car.vehicleType,
        car_body: c.car.body,
        car_engine: c.car.engine,
        car_power_hp: c.car.powerHp,
        car_transmission: c.car.transmission,
        car_drive: c.car.drive,
        car_mileage_km: c.car.mileageKm,
        price_kop: c.terms.priceKop,
        advance_kop: advanceKop,
        buyout_kop: buyoutKop,
        term_months: c.terms.termMonths,
        rate_bp: Math.round(c.terms.annualRate * 10_000),
        monthly_kop: monthlyKop,
        payment_day: c.paymentDay,
      }),
    );
    for (const r of rows) {
      out.push(
        insert('contract_schedule', {
          contract_id: c.id,
          position: r.position,
          kind: r.kind,
          due_on: r.dueOn,
          amount_kop: r.amountKop,
          principal_kop: r.principalKop,
          interest_kop: r.interestKop,
          balance_kop: r.balanceKop,
          status: r.status,
          paid_on: r.paidOn,
        }),
      );
    }

    const docPrefix = c.legalEntity ? 'п/п №' : 'Платёж №';
    const op = (on: string, kind: string, amountKop: number, description: string): void => {
      operationId += 1;
      out.push(
        insert('contract_operations', {
          id: operationId,
          contract_id: c.id,
          operation_on: on,
          kind,
          amount_kop: amountKop,
          description,
          // A penalty is a charge, not money received: its document is the accrual, not a payment.
          document_number: `${kind === 'penalty' ? 'Начисление №' : docPrefix} ${1000 + operationId * 13}`,
        }),
      );
    };
    for (const r of rows) {
      if (r.status === 'paid' && r.paidOn) {
        if (r.kind === 'advance') op(r.paidOn, 'advance', r.amountKop, `Оплата аванса по договору ${c.number}`);
        if (r.kind === 'monthly') {
          op(r.paidOn, 'payment', r.amountKop, `Лизинговый платёж № ${r.position} за ${periodName(r.dueOn)}`);
          const late = c.late?.[r.position];
          if (late) {
            const p = penaltyKop(r.amountKop, late);
            op(r.paidOn, 'penalty', p, `Начислены пени за просрочку платежа № ${r.position} (${late} дн.)`);
            op(addDays(r.paidOn, 5), 'penaltyPayment', p, `Оплата пени по платежу № ${r.position}`);
          }
        }
        if (r.kind === 'buyout') op(r.paidOn, 'buyout', r.amountKop, `Выкупной платёж по договору ${c.number}`);
      }
      if (r.status === 'overdue') {
        const days = daysBetween(r.dueOn, REFERENCE_DATE);
        op(
          REFERENCE_DATE,
          'penalty',
          penaltyKop(r.amountKop, days),
          `Начислены пени за просрочку платежа № ${r.position} (${days} дн.)`,
        );
      }
    }

    // Bills (legal entities only): one per monthly payment due from March 2026 on, issued 10 days
    // before the due date, plus the advance bill of a contract signed in that period.
    if (c.legalEntity) {
      for (const r of rows) {
        const billable =
          (r.kind === 'monthly' || r.kind === 'advance') && r.dueOn >= '2026-03-01' && r.dueOn <= '2026-11-30';
        const issuedOn = addDays(r.dueOn, -10);
        if (!billable || issuedOn > REFERENCE_DATE) continue;
        const rate = vatRate(r.dueOn);
        billId += 1;
        out.push(
          insert('client_bills', {
            id: billId,
            user_id: c.userId,
            contract_id: c.id,
            number: billNumber(issuedOn),
            issued_on: issuedOn,
            due_on: r.dueOn,
            period: r.dueOn.slice(0, 7),
            kind: 'monthly',
            description:
              r.kind === 'advance'
                ? `Авансовый платёж по договору лизинга ${c.number} от ${c.signedOn.split('-').reverse().join('.')}`
                : `Лизинговый платёж № ${r.position} за ${periodName(r.dueOn)} по договору ${c.number}`,
            amount_kop: r.amountKop,
            vat_rate: rate,
            vat_kop: vatInside(r.amountKop, rate),
            status: r.status,
            paid_on: r.paidOn,
          }),
        );
        if (r.status === 'overdue') {
          const days = daysBetween(r.dueOn, REFERENCE_DATE);
          const amount = penaltyKop(r.amountKop, days);
          billId += 1;
          out.push(
            insert('client_bills', {
              id: billId,
              user_id: c.userId,
              contract_id: c.id,
              number: billNumber(REFERENCE_DATE),
              issued_on: REFERENCE_DATE,
              due_on: addDays(REFERENCE_DATE, 10),
              period: REFERENCE_DATE.slice(0, 7),
              kind: 'penalty',
              description: `Пени за просрочку платежа № ${r.position} по договору ${c.number} (${days} дн.)`,
              amount_kop: amount,
              vat_rate: 0,
              vat_kop: 0,
              status: 'unpaid',
              paid_on: null,
            }),
          );
        }
      }
    }
  }

  out.push('');
  for (const d of DEALS) {
    const monthlyKop = monthlyPaymentKop(d.terms);
    const stageDates = d.stageDates;
    out.push(
      insert('client_deals', {
        id: d.id,
        user_id: d.userId,
        number: d.number,
        title: d.title,
        created_on: stageDates[0],
        updated_on: stageDates[stageDates.length - 1],
        status: d.status,
        product: d.product,
        car_brand: d.car.brand,
        car_model: d.car.model,
        car_year: d.car.year,
        price_kop: d.terms.priceKop,
        advance_kop: Math.round(d.terms.priceKop * d.terms.advanceShare),
        term_months: d.terms.termMonths,
        monthly_kop: monthlyKop,
        manager_name: d.manager[0],
        manager_phone: d.manager[1],
        contract_id: d.contractId,
      }),
    );
    DEAL_STAGES.forEach(([slug, name], position) => {
      out.push(
        insert('deal_stages', { deal_id: d.id, position, slug, name, completed_on: stageDates[position] ?? null }),
      );
    });
  }

  // An explicit path lets the unit tests regenerate into a temporary file and compare.
  const target = process.argv[2] ?? fileURLToPath(new URL('./sql/0003_accounts_seed.sql', import.meta.url));
  writeFileSync(target, `${out.join('\n')}\n`);
  console.log(`wrote ${target}`);
}

await main();
