import * as z from 'zod/mini';
import { listSchema, messageSchema } from './shapes';
import { call, type Transport } from './transport';

/** The client's sessions and drivers, and the password change (upstream/API-account.md). */

const sessionSchema = z.object({
  id: z.string(),
  name: z.string(),
  current: z.boolean(),
  createdAt: z.string(),
  lastUsedAt: z.nullable(z.string()),
  expiresAt: z.nullable(z.string()),
});
export type ClientSession = z.output<typeof sessionSchema>;

/** GET auth/profile/tokens: one entry per sign-in, the caller's marked `current`. */
export const listSessions = (t: Transport) => call(t, '/api/v1/auth/profile/tokens', listSchema(sessionSchema));

/** DELETE auth/profile/tokens/{id}: 404 «Токен не найден» for another user's or a revoked one. */
export const revokeSession = (t: Transport, id: string) =>
  call(t, `/api/v1/auth/profile/tokens/${encodeURIComponent(id)}`, messageSchema, { method: 'DELETE' });

const driverSchema = z.object({
  id: z.int(),
  name: z.string(),
  // The parts decline the name in a sentence (common/person-name.ts); an upstream without them: the whole name.
  lastName: z._default(z.nullable(z.string()), null),
  firstName: z._default(z.nullable(z.string()), null),
  middleName: z._default(z.nullable(z.string()), null),
  phone: z.nullable(z.string()),
  birthDate: z.nullable(z.string()),
  licenseNumber: z.nullable(z.string()),
  licenseIssuedAt: z.nullable(z.string()),
});
export type Driver = z.output<typeof driverSchema>;

/** GET auth/profile/drivers: sorted by last name. */
export const listDrivers = (t: Transport) => call(t, '/api/v1/auth/profile/drivers', listSchema(driverSchema));

/** DELETE auth/profile/drivers/{id}: 404 «Водитель не найден» for another client's driver. */
export const deleteDriver = (t: Transport, id: number) =>
  call(t, `/api/v1/auth/profile/drivers/${id}`, messageSchema, { method: 'DELETE' });

/** POST client/change-password: the calling session stays, every other one is signed out. */
export const changePassword = (
  t: Transport,
  body: { currentPassword: string; password: string; passwordConfirmation: string },
) => call(t, '/api/v1/client/change-password', messageSchema, { method: 'POST', json: body });
