/** Typed access to the `users` table (migrations/0002_accounts.sql). */

export type UserType = ClientType;

import type { ClientType } from '@common/with-upstream/client-type';

export interface UserRow {
  id: number;
  user_type: UserType;
  phone: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  middle_name: string | null;
  inn: string | null;
  company_name: string | null;
  address: string | null;
  /** A legal entity's КПП, printed as the buyer's on its bills (migration 0006). */
  kpp?: string | null;
  created_at: number;
  updated_at: number;
}

export interface NewUser {
  userType: UserType;
  phone: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  middleName: string | null;
  inn: string | null;
  companyName: string | null;
  address: string | null;
  now: number;
}

export function findUserByPhone(db: D1Database, phone: string): Promise<UserRow | null> {
  return db.prepare('SELECT * FROM users WHERE phone = ?1').bind(phone).first<UserRow>();
}

/** Inserts a user; returns null when the phone is already taken (a concurrent registration won). */
export async function insertUser(db: D1Database, u: NewUser): Promise<UserRow | null> {
  return db
    .prepare(
      `INSERT INTO users (user_type, phone, password_hash, first_name, last_name, middle_name, inn, company_name, address, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?10)
       ON CONFLICT (phone) DO NOTHING
       RETURNING *`,
    )
    .bind(
      u.userType,
      u.phone,
      u.passwordHash,
      u.firstName,
      u.lastName,
      u.middleName,
      u.inn,
      u.companyName,
      u.address,
      u.now,
    )
    .first<UserRow>();
}

export async function updatePasswordHash(db: D1Database, userId: number, hash: string, now: number): Promise<void> {
  await db.prepare('UPDATE users SET password_hash = ?2, updated_at = ?3 WHERE id = ?1').bind(userId, hash, now).run();
}
