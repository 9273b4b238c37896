import { SELF } from 'cloudflare:test';
import { expect } from 'vitest';

export const PREFIXES = ['/api/v1', '/api/mobile/v1'] as const;
const ORIGIN = 'https://upstream.test';

/** A fresh client address per request, so rate-limit counters never leak between tests or files. */
const fileOctet = Math.floor(Math.random() * 250);
let ipCounter = 0;
export const freshIp = () => {
  ipCounter += 1;
  return `10.${fileOctet}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

export const get = (path: string, headers: Record<string, string> = {}) => SELF.fetch(`${ORIGIN}${path}`, { headers });

export const request = (method: string, path: string) => SELF.fetch(`${ORIGIN}${path}`, { method });

export function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return SELF.fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': freshIp(), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export async function json<T = Record<string, unknown>>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  perPage: number;
  pages: number;
}

/** The catalogue's answers as the tests read them. */
export interface Facet {
  value: string;
  label: string;
  count: number;
}
export interface Car {
  id: number;
  slug: string;
  title: string;
  price: number;
  year: number;
  monthlyPayment: number;
  popularity: number;
  inProgram: boolean;
  tradeIn: boolean;
  createdAt?: string;
  description?: string;
  brand: { slug: string; name: string };
  model: { slug: string };
  vehicleType: { slug: string };
  city: { slug: string };
  transmission: { slug: string; name: string };
  body: { slug: string; name: string };
  image: { src: string; width: number; height: number; alt: string };
}
export interface FilterResult extends Paged<Car> {
  facets: Record<'brand' | 'model' | 'vehicleType' | 'city' | 'transmission' | 'drive' | 'body', Facet[]> & {
    price: { min: number; max: number };
    year: { min: number; max: number };
  };
}

/** The catalogue filter under `prefix` (POST …/cars/filter) for `body`: it must answer 200, a page and its facets. */
export async function filterCars(prefix: string, body: unknown): Promise<FilterResult> {
  const res = await post(`${prefix}/cars/filter`, body);
  expect(res.status).toBe(200);
  return json<FilterResult>(res);
}
