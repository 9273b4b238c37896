import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import type { $ZodError } from 'zod/v4/core';
import { ApiError, type FieldErrors } from './errors';
import { nullRecord } from './own-keys';

/** Groups zod issues by their top-level field name, the shape of a 422 body's `errors`. */
export function fieldErrors(error: $ZodError): FieldErrors {
  const out = nullRecord<string[]>();
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    const list = out[key] ?? [];
    list.push(issue.message);
    out[key] = list;
  }
  return out;
}

/** zod validation of a request part; failures become 422 `{ message, errors }`. */
export const validate = <T extends z.ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) =>
  zValidator(target, schema, (result) => {
    if (!result.success) {
      throw new ApiError(422, 'Проверьте правильность заполнения полей', fieldErrors(result.error));
    }
  });
