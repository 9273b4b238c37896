import { z } from 'zod';
import './zod-ru';
import { isMobilePhone, MOBILE_PHONE_MESSAGE, normalizePhone } from './phone';

/** URL-safe identifiers used across the catalogue (brand, model, city ...). */
export const slug = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'Некорректный идентификатор');

/** One slug or a list of them, always handed on as a list. */
export const slugList = z
  .union([slug, z.array(slug).max(30, 'Не более 30 значений')])
  .transform((v) => (Array.isArray(v) ? v : [v]));

/** A positive integer id from a path or query string. */
export const idString = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, 'Некорректный идентификатор')
  .transform(Number);

export const positiveId = z.number().int().positive().max(2_147_483_647);

export const personName = z
  .string()
  .trim()
  .min(2, 'Укажите имя')
  .max(100, 'Не более 100 символов')
  .regex(/^[\p{L}\s'.-]+$/u, 'Имя может содержать только буквы, пробел, точку, дефис и апостроф');

export const mobilePhone = z
  .string()
  .max(30, 'Некорректный номер телефона')
  .transform(normalizePhone)
  .refine(isMobilePhone, MOBILE_PHONE_MESSAGE);

export const consent = z.literal(true, { error: 'Необходимо согласие на обработку персональных данных' });

export const comment = z.string().trim().max(1000, 'Не более 1000 символов');

/** YYYY-MM-DD that is a real calendar date. */
export const isoDate = z.iso.date({ error: 'Укажите дату в формате ГГГГ-ММ-ДД' });
