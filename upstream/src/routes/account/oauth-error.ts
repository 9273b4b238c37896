import type { Context } from 'hono';

/** OAuth 2.0 error codes (RFC 6749 5.2) plus the Russian `message` every error body of the API has. */
export type OAuthErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'unsupported_grant_type'
  | 'invalid_scope';

const STATUS: Record<OAuthErrorCode, 400 | 401> = {
  invalid_request: 400,
  invalid_client: 401,
  invalid_grant: 400,
  unsupported_grant_type: 400,
  invalid_scope: 400,
};

export function oauthError(
  c: Context,
  error: OAuthErrorCode,
  message: string,
  errors?: Record<string, string[]>,
): Response {
  if (error === 'invalid_client') c.header('WWW-Authenticate', 'Basic realm="oauth"');
  return c.json({ error, error_description: message, message, ...(errors ? { errors } : {}) }, STATUS[error]);
}
