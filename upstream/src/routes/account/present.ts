import type { DriverRow } from '../../db/drivers';
import type { TokenRow } from '../../db/oauth-tokens';
import type { UserRow } from '../../db/users';

/** Shapes of account resources as the API returns them (documented in upstream/API-account.md). */

const USER_TYPE_NAMES = { individual: 'Физическое лицо', legalEntity: 'Юридическое лицо' } as const;

export const isoTime = (unix: number | null): string | null =>
  unix === null ? null : new Date(unix * 1000).toISOString();

const fullName = (parts: Array<string | null>): string => parts.filter(Boolean).join(' ');

/** Exactly the fields of spec section 7. `name` is the person's full name (the contact person for a company). */
export function presentProfile(u: UserRow) {
  return {
    id: u.id,
    name: fullName([u.last_name, u.first_name, u.middle_name]),
    firstName: u.first_name,
    lastName: u.last_name,
    middleName: u.middle_name,
    phone: u.phone,
    inn: u.inn,
    companyName: u.company_name,
    address: u.address,
    userType: { slug: u.user_type, name: USER_TYPE_NAMES[u.user_type] },
  };
}

export function presentToken(t: TokenRow, currentFamilyId: string) {
  return {
    id: t.id,
    name: t.user_agent ?? 'Неизвестное устройство',
    clientId: t.client_id,
    scopes: t.scope.split(/\s+/).filter(Boolean),
    current: t.family_id === currentFamilyId,
    createdAt: isoTime(t.family_created_at),
    lastUsedAt: isoTime(t.last_used_at ?? t.created_at),
    expiresAt: isoTime(t.refresh_expires_at),
  };
}

export function presentDriver(d: DriverRow) {
  return {
    id: d.id,
    name: fullName([d.last_name, d.first_name, d.middle_name]),
    firstName: d.first_name,
    lastName: d.last_name,
    middleName: d.middle_name,
    phone: d.phone,
    birthDate: d.birth_on,
    licenseNumber: d.license_number,
    licenseIssuedAt: d.license_issued_on,
  };
}
