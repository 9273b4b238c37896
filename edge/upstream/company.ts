import { z } from 'zod';
import { call, type Transport } from './transport';

const phoneSchema = z.object({ label: z.string(), value: z.string(), display: z.string() });

const infoSchema = z
  .object({
    name: z.string(),
    legalName: z.string().optional(),
    phones: z.array(phoneSchema).default([]),
    email: z.string().optional(),
    address: z.string().optional(),
    workingHours: z.string().optional(),
    socials: z.array(z.object({ type: z.string(), name: z.string(), url: z.url() })).default([]),
    copyright: z.string().optional(),
    requisites: z
      .object({
        inn: z.string(),
        kpp: z.string(),
        ogrn: z.string().optional(),
        legalAddress: z.string(),
        bankName: z.string(),
        bik: z.string(),
        account: z.string(),
        correspondentAccount: z.string(),
      })
      .optional(),
  })
  .transform((info) => ({
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
  }));

export type CompanyInfo = z.output<typeof infoSchema>;

/** GET /api/v1/info: the company's contacts for the header and footer. */
export const getCompanyInfo = (t: Transport) => call(t, '/api/v1/info', infoSchema);
