import * as z from 'zod/mini';
import { contactFields, optionalComment } from '../fields';

/** «Перезвоните мне» (home) → POST /form-results, type callback. */
export const callbackForm = z.object({ ...contactFields, comment: optionalComment });
