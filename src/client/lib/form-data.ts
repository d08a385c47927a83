type Field = string | number | Blob | boolean | null | undefined;

/**
 * A multipart body from plain values: numbers become text, `true` becomes "1" (the
 * calls' remove_image=1), and null, undefined and false are left out.
 */
export function toFormData(fields: Record<string, Field>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || value === undefined || value === false) continue;
    if (value instanceof Blob) form.append(name, value);
    else form.append(name, value === true ? '1' : String(value));
  }
  return form;
}

/**
 * A Swedish version as a multipart field (decision 010): JSON text, '' to remove it, left out
 * (undefined) to keep it.
 */
export const swedishVersionField = (sv: object | null | undefined): string | undefined =>
  sv === undefined ? undefined : sv === null ? '' : JSON.stringify(sv);
