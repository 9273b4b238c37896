import { type ClientType, isLegalEntity } from '@common/client-type';
import type { Tokens } from '../session/types';
import { smsSteps, type VerifiedPassword } from './sms';
import { LOGIN_FAILED_MESSAGE, tokenResponseSchema, toTokens } from './tokens';
import { call, type Transport } from './transport';

const REGISTER = '/api/v1/register/phone';

export const registrationSms = smsSteps(REGISTER);

type PrivateRegistration = VerifiedPassword & {
  lastName: string;
  firstName: string;
  middleName?: string;
  address?: string;
};
type B2bRegistration = PrivateRegistration & { inn: string; companyName: string };

/**
 * POST /api/v1/register/phone (private person) or /b2b (legal entity). The answer is a password
 * grant's token response: the new client is signed in.
 */
export async function register(
  t: Transport,
  body: PrivateRegistration | B2bRegistration,
  kind: ClientType,
): Promise<Tokens> {
  const path = isLegalEntity(kind) ? `${REGISTER}/b2b` : REGISTER;
  const raw = await call(t, path, tokenResponseSchema, { json: body, token: null });
  return toTokens(raw, LOGIN_FAILED_MESSAGE);
}
