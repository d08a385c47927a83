import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { m } from '../i18n/message.ts';

// Apart from ./swish.ts so that Swish's panel checks a number without the donation schemas
// (whose messages Home's first load already has).
/**
 * A Swedish mobile number as Swish wants it (46 and the number without its 0); spaces, dashes
 * and a leading +, 0046 or 0 are accepted.
 */
export const swishPayerSchema = z
  .string()
  .transform((text) => text.replace(/[\s-]/g, '').replace(/^(\+|00)?46|^0/, '46'))
  .pipe(z.string().regex(/^467\d{8}$/, m(msg`Please enter the mobile number you use with Swish.`)));
