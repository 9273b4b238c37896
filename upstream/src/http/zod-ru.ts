import { z } from 'zod';

// Default zod messages in Russian: every 422 `errors` text is shown to Russian-speaking users.
// Imported for its side effect by the route modules; idempotent.
z.config(z.locales.ru());
