import type { TokenRow } from '../db/oauth-tokens';
import type { UserRow } from '../db/users';
import type { UpstreamBindings } from '../env';

/** The signed-in client of a bearer request. */
export interface AuthState {
  user: UserRow;
  token: TokenRow;
}

/** Hono env of routes behind the bearer middleware. */
export type AuthEnv = { Bindings: UpstreamBindings; Variables: { auth: AuthState } };
