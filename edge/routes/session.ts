import { Hono } from 'hono';
import type { SiteEnv } from '../context';

/**
 * GET /api/session: what client components may know about the visitor. Never the tokens; never
 * cached, since it differs per visitor.
 */
export const sessionRoutes = new Hono<SiteEnv>().get('/', (c) => {
  c.header('cache-control', 'no-store');
  const session = c.var.session;
  if (!session) return c.json({ authenticated: false });
  const { profile } = session;
  return c.json({
    authenticated: true,
    profile: {
      id: profile.id,
      name: profile.name,
      firstName: profile.firstName,
      lastName: profile.lastName,
      middleName: profile.middleName,
      phone: profile.phone,
      inn: profile.inn,
      companyName: profile.companyName,
      address: profile.address,
      userType: profile.userType,
      isLegalEntity: profile.isLegalEntity,
    },
  });
});
