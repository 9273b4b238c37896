import { filterRequest, parseCatalogQuery } from '@common/catalog-query';
import { isLegalEntity } from '@common/client-type';
import { ROUTES } from '@common/constants';
import { DEFAULT_LEASE_PRICE, LEASE_DEFAULTS } from '@common/lease-input';
import type { Tokens } from '../session/types';
import { getProfile, getTokenInfo, passwordGrant, refreshGrant, revokeTokens } from '../upstream/auth';
import { listBills } from '../upstream/bills';
import { calculateLease } from '../upstream/calculator';
import { getFeedState } from '../upstream/calendar-feed';
import { carBySlug, carShort, carsByIds, carsForYou, countCars, filterCars, similarCars } from '../upstream/cars';
import { getCompanyInfo } from '../upstream/company';
import {
  getContract,
  getContractCar,
  getDiagram,
  getOperations,
  getSchedule,
  listContracts,
} from '../upstream/contracts';
import { getDeal, listDeals } from '../upstream/deals';
import { getInfoBlock } from '../upstream/info-blocks';
import { filterNews, findNewsByCode, listNews, newsCategories, similarNews } from '../upstream/news';
import { listBanks, listOffices, listServiceCenters } from '../upstream/offices';
import { findPageByUrl } from '../upstream/pages';
import { paymentQrPayload } from '../upstream/payment-qr';
import { listDrivers, listSessions } from '../upstream/profile';
import { listQuestionCategories, listQuestionTypes } from '../upstream/questions';
import { getBrands, getCities, getOfficeOptions, getVehicleTypes } from '../upstream/reference';
import { listReviews } from '../upstream/reviews';
import { getSeoData } from '../upstream/seo';
import { showcaseCars } from '../upstream/showcases';
import type { Transport } from '../upstream/transport';

/**
 * What the check has: the client to sign in as (none: the client's calls are not checked), and
 * what earlier calls found that later ones ask about (a car, an article, tokens, a contract, a deal).
 */
export type Found = {
  credentials?: { username: string; password: string };
  car?: { id: number; slug: string };
  news?: { id: number; code: string };
  tokens?: Tokens;
  legalEntity?: boolean;
  contract?: { id: number; number: string };
  deal?: number;
};

/** A call whose answer names no item of what an earlier call listed (nothing to ask about): not checked. */
export const NOTHING_TO_ASK = 'nothing-to-ask';

/** A function that answers null for a 404 met an item the upstream itself listed. */
export class MissingItemError extends Error {}

const present = async <T>(value: Promise<T | null>): Promise<T> => {
  const item = await value;
  if (item === null) throw new MissingItemError('нет ответа на id из списка');
  return item;
};

export type CheckCall = {
  /** The call as spec section 7 names it. */
  call: string;
  /** Needs a signed-in client's bearer token. */
  session: boolean;
  /**
   * Runs the site's own function for the call, so the site's own response schema checks the
   * answer; `NOTHING_TO_ASK` when an earlier call found nothing for this one to ask about.
   */
  run: (t: Transport, found: Found) => Promise<unknown> | typeof NOTHING_TO_ASK;
  /** The site ignores the answers (signing out, spec section 4): their statuses are shown, never a failure. */
  statusIgnored?: true;
};

/**
 * Every call of spec section 7 the site makes that reads (and signing in, refreshing and signing
 * out): public ones first, then a client's. Forms, bookings, SMS, registration and password
 * changes are left out (they would write to the back office), as are file downloads (no JSON).
 */
export const CHECK_CALLS: readonly CheckCall[] = [
  { call: 'GET /api/v1/info', session: false, run: (t) => getCompanyInfo(t) },
  { call: 'GET /api/v1/seo-datas/{id}', session: false, run: (t) => getSeoData(t, 'home') },
  { call: 'GET /api/v1/pages/find-by-url', session: false, run: (t) => present(findPageByUrl(t, ROUTES.about)) },
  { call: 'GET /api/v1/info-blocks/{slug}', session: false, run: (t) => present(getInfoBlock(t, 'advantages')) },
  { call: 'GET /api/v1/brands', session: false, run: (t) => getBrands(t) },
  { call: 'GET /api/v1/vehicle-types', session: false, run: (t) => getVehicleTypes(t) },
  { call: 'GET /api/v1/cities', session: false, run: (t) => getCities(t) },
  { call: 'GET /api/v1/offices', session: false, run: (t) => listOffices(t) },
  { call: 'GET /api/v1/offices (форма)', session: false, run: (t) => getOfficeOptions(t) },
  { call: 'GET /api/v1/service-centers', session: false, run: (t) => listServiceCenters(t) },
  { call: 'GET /api/v1/banks', session: false, run: (t) => listBanks(t) },
  { call: 'GET /api/v1/question-types', session: false, run: (t) => listQuestionTypes(t) },
  { call: 'GET /api/v1/question-categories', session: false, run: (t) => listQuestionCategories(t) },
  { call: 'GET /api/v1/reviews', session: false, run: (t) => listReviews(t) },
  {
    call: 'GET /api/v1/news',
    session: false,
    run: async (t, found) => {
      const first = (await listNews(t)).items[0];
      if (first) found.news = { id: first.id, code: first.code };
    },
  },
  { call: 'POST /api/v1/news/filter', session: false, run: (t) => filterNews(t, { q: 'лизинг' }) },
  {
    call: 'GET /api/v1/news/find-by-code',
    session: false,
    run: (t, { news }) => (news ? present(findNewsByCode(t, news.code)) : NOTHING_TO_ASK),
  },
  {
    call: 'GET /api/v1/news/similars/{id}',
    session: false,
    run: (t, { news }) => (news ? similarNews(t, news.id) : NOTHING_TO_ASK),
  },
  { call: 'GET /api/v1/news-categories/dropdown', session: false, run: (t) => newsCategories(t) },
  {
    call: 'POST /api/v1/cars/filter',
    session: false,
    run: async (t, found) => {
      const first = (await filterCars(t, filterRequest(parseCatalogQuery('')))).items[0];
      if (first) found.car = { id: first.id, slug: first.slug };
    },
  },
  { call: 'POST /api/v1/cars/filter/short', session: false, run: (t) => countCars(t, {}) },
  {
    call: 'GET /api/v1/cars/find-by-slug',
    session: false,
    run: (t, { car }) => (car ? present(carBySlug(t, car.slug)) : NOTHING_TO_ASK),
  },
  {
    call: 'GET /api/v1/cars/{id}/short',
    session: false,
    run: (t, { car }) => (car ? present(carShort(t, car.id)) : NOTHING_TO_ASK),
  },
  { call: 'POST /api/v1/cars', session: false, run: (t, { car }) => (car ? carsByIds(t, [car.id]) : NOTHING_TO_ASK) },
  {
    call: 'GET /api/v1/cars/cars-like',
    session: false,
    run: (t, { car }) => (car ? similarCars(t, car.id) : NOTHING_TO_ASK),
  },
  { call: 'GET /api/v1/cars/find-cars-for-you', session: false, run: (t) => carsForYou(t, {}) },
  { call: 'GET /api/v1/cars/popular-cars', session: false, run: (t) => showcaseCars(t, 'popular-cars') },
  { call: 'GET /api/v1/cars/cars-in-program', session: false, run: (t) => showcaseCars(t, 'cars-in-program') },
  {
    call: 'GET /api/v1/cars/cars-for-you-trade-in',
    session: false,
    run: (t) => showcaseCars(t, 'cars-for-you-trade-in'),
  },
  {
    call: 'POST /api/v1/calculator/lease',
    session: false,
    run: (t) => calculateLease(t, { ...LEASE_DEFAULTS, price: DEFAULT_LEASE_PRICE }),
  },
  {
    call: 'GET /api/v1/qr',
    session: false,
    run: (t) => paymentQrPayload(t, { sum: 1000, contract: 'ПРОВЕРКА', purpose: 'Проверка формата QR-кода' }),
  },
  // A client's calls: signing in gives the token the rest send.
  {
    call: 'POST /oauth/token (password)',
    session: true,
    run: async (t, found) => {
      if (!found.credentials) return NOTHING_TO_ASK;
      found.tokens = await passwordGrant(t, found.credentials.username, found.credentials.password);
    },
  },
  {
    call: 'GET /api/v1/auth/profile',
    session: true,
    run: async (t, found) => {
      found.legalEntity = isLegalEntity((await getProfile(t)).userType.slug);
    },
  },
  // A signed-in request asks it every 2 s per session (edge/session/revalidation.ts).
  { call: 'GET /api/v1/auth/token-info', session: true, run: (t) => getTokenInfo(t) },
  { call: 'GET /api/v1/auth/profile/tokens', session: true, run: (t) => listSessions(t) },
  { call: 'GET /api/v1/auth/profile/drivers', session: true, run: (t) => listDrivers(t) },
  {
    call: 'GET /api/v1/client/contracts',
    session: true,
    run: async (t, found) => {
      const first = (await listContracts(t))[0];
      if (first) found.contract = { id: first.id, number: first.number };
    },
  },
  {
    call: 'GET /api/v1/client/contracts/{id}',
    session: true,
    run: (t, { contract }) => (contract ? getContract(t, contract.id) : NOTHING_TO_ASK),
  },
  {
    call: 'GET /api/v1/client/contracts/{id}/car',
    session: true,
    run: (t, { contract }) => (contract ? getContractCar(t, contract.id) : NOTHING_TO_ASK),
  },
  {
    call: 'GET /api/v1/client/contracts/{id}/diagram',
    session: true,
    run: (t, { contract }) => (contract ? getDiagram(t, contract.id) : NOTHING_TO_ASK),
  },
  {
    call: 'GET /api/v1/client/contracts/{id}/payment-schedule',
    session: true,
    run: (t, { contract }) => (contract ? getSchedule(t, contract.id) : NOTHING_TO_ASK),
  },
  {
    call: 'GET /api/v1/client/contracts/{id}/operations',
    session: true,
    run: (t, { contract }) => (contract ? getOperations(t, contract.id, { page: 1, perPage: 20 }) : NOTHING_TO_ASK),
  },
  {
    call: 'GET /api/v1/client/deals',
    session: true,
    run: async (t, found) => {
      const first = (await listDeals(t))[0];
      if (first) found.deal = first.id;
    },
  },
  {
    call: 'GET /api/v1/client/deals/{id}',
    session: true,
    run: (t, { deal }) => (deal === undefined ? NOTHING_TO_ASK : getDeal(t, deal)),
  },
  { call: 'GET /api/v1/client/calendar-feed', session: true, run: (t) => getFeedState(t) },
  // Bills are a legal entity's (spec section 6): the site asks for them for no one else.
  {
    call: 'GET /api/v1/client/bills',
    session: true,
    run: (t, { legalEntity }) => (legalEntity ? listBills(t) : NOTHING_TO_ASK),
  },
  {
    call: 'POST /oauth/token (refresh)',
    session: true,
    run: async (t, found) => {
      if (!found.tokens) return NOTHING_TO_ASK;
      found.tokens = await refreshGrant(t, found.tokens.refreshToken);
    },
  },
  {
    call: 'POST /api/v1/auth/logout, DELETE /oauth/token',
    session: true,
    statusIgnored: true,
    run: (t, { tokens }) => (tokens ? revokeTokens(t, tokens.refreshToken) : NOTHING_TO_ASK),
  },
];
