import * as z from 'zod/mini';
import { cachedCall } from './cached-call';
import type { Transport } from './transport';

const phoneSchema = z.object({ label: z.string(), value: z.string(), display: z.string() });

const infoSchema = z.pipe(
  z.object({
    name: z.string(),
    legalName: z.optional(z.string()),
    phones: z._default(z.array(phoneSchema), []),
    email: z.optional(z.string()),
    address: z.optional(z.string()),
    workingHours: z.optional(z.string()),
    socials: z._default(z.array(z.object({ type: z.string(), name: z.string(), url: z.url() })), []),
    copyright: z.optional(z.string()),
    requisites: z.optional(
      z.object({
        inn: z.string(),
        kpp: z.string(),
        ogrn: z.optional(z.string()),
        legalAddress: z.string(),
        bankName: z.string(),
        bik: z.string(),
        account: z.string(),
        correspondentAccount: z.string(),
      }),
    ),
  }),
  z.transform((info) => ({
    name: info.name,
    legalName: info.legalName ?? info.name,
    phones: info.phones.map((p) => ({
      label: p.label,
      href: `tel:${p.value.replace(/[^\d+]/g, '')}`,
      display: p.display,
    })),
    email: info.email,
    address: info.address,
    workingHours: info.workingHours,
    socials: info.socials.map((s) => ({ name: s.name, url: s.url })),
    copyright: info.copyright,
    requisites: info.requisites,
  })),
);

export type CompanyInfo = z.output<typeof infoSchema>;

/**
 * GET /api/v1/info: the company's contacts for the header and footer. Every layout (footer, contacts) and the contract page's requisites read it: one short in-isolate
 * copy (public data, the same for everyone) instead of a call per layout per request.
 */
export const getCompanyInfo = (t: Transport) => cachedCall(t, '/api/v1/info', infoSchema);
