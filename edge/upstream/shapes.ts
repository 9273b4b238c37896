import * as z from 'zod/mini';

/**
 * Small zod shapes shared by the public upstream calls (upstream/API-public.md): images, city and
 * metro references, paginated lists. Each call reshapes them into the app's own types.
 */

/** `{ src, width, height, alt }`; `src` is an upstream path (`/media/...`) the edge proxies. */
export const imageSchema = z.object({
  src: z.string(),
  width: z.number(),
  height: z.number(),
  alt: z._default(z.string(), ''),
});

/** `{ id, slug, name }`: a reference to a catalogue entity (brand, model, vehicle type, city). */
export const refSchema = z.object({ id: z.number(), slug: z.string(), name: z.string() });
export type CityRef = z.output<typeof refSchema>;

export const metroRefSchema = z.object({ id: z.number(), name: z.string(), line: z.string(), color: z.string() });

/** `[longitude, latitude]`, the Yandex Maps v3 order. */
export const lonLatSchema = z.tuple([z.number(), z.number()]);

/** `{ items, total, page, perPage, pages }` of a paginated upstream list. */
export function pagedSchema<T extends z.ZodMiniType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number(),
    page: z.number(),
    perPage: z.number(),
    pages: z.number(),
  });
}

export type Paged<T> = { items: T[]; total: number; page: number; perPage: number; pages: number };

/** `{ items: [...] }` of an unpaginated upstream list, unwrapped. */
export function listSchema<T extends z.ZodMiniType>(item: T) {
  return z.pipe(
    z.object({ items: z.array(item) }),
    z.transform((list) => list.items),
  );
}

/** `{ slug, name }`: a status-like value (stable slug, Russian name): a fuel, a body, a bill's status. */
export const labelSchema = z.object({ slug: z.string(), name: z.string() });

/** The fields of an upstream CarItem that a catalogue card shows (the showcases send no more). */
export const carCardItemSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  year: z.number(),
  price: z.number(),
  monthlyPayment: z.number(),
  mileage: z._default(z.number(), 0),
  city: z.object({ name: z.string() }),
  inProgram: z._default(z.boolean(), false),
  image: imageSchema,
});

/** The one card mapper: what a catalogue card, a showcase and the «similar» strip show of a car. */
export const toCarCard = (c: z.output<typeof carCardItemSchema>) => ({
  id: c.id,
  slug: c.slug,
  title: c.title,
  year: c.year,
  price: c.price,
  monthlyPayment: c.monthlyPayment,
  mileage: c.mileage,
  city: c.city.name,
  inProgram: c.inProgram,
  image: c.image,
});
export type CarCard = ReturnType<typeof toCarCard>;

export const carCardSchema = z.pipe(carCardItemSchema, z.transform(toCarCard));

/** Totals of a payment list (schedule rows, bills): count and roubles paid, unpaid and overdue. */
export const paymentSummarySchema = z.object({
  count: z.number(),
  total: z.number(),
  paid: z.number(),
  unpaid: z.number(),
  overdue: z.number(),
});

const nullableText = z.pipe(
  z.nullish(z.string()),
  z.transform((v) => v ?? null),
);

/**
 * The client's profile (GET auth/profile, spec section 3) as the site keeps it: an absent text is
 * null, and of the user type only the slug. The session cookie holds exactly this shape.
 */
export const profileSchema = z.object({
  id: z.int(),
  name: z.string(),
  firstName: nullableText,
  lastName: nullableText,
  middleName: nullableText,
  phone: nullableText,
  inn: nullableText,
  companyName: nullableText,
  address: nullableText,
  userType: z.object({ slug: z.string() }),
});

/** An action's answer that only says what happened: `{ "message": "…" }`. */
export const messageSchema = z.object({ message: z.string() });
