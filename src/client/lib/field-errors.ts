import type { z } from 'zod';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/**
 * The first message per field of a failed zod parse (the one a form shows under the field). A
 * field is named by the first key of an issue's path, or by `fieldOf` in a nested schema.
 */
export function fieldErrors<Field extends string>(
  error: z.ZodError,
  fieldOf: (path: readonly PropertyKey[]) => PropertyKey | undefined = (path) => path[0],
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of error.issues) {
    const field = String(fieldOf(issue.path) ?? '') as Field;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The message for one field's value, or undefined when it is fine. */
export function fieldError(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** The first field, in the form's order, that has an error. */
export function firstInvalid<Field extends string>(
  order: readonly Field[],
  errors: FieldErrors<Field>,
): Field | undefined {
  return order.find((field) => errors[field]);
}
