import { msg } from '@lingui/core/macro';

/**
 * Said on every page and in every e-mail while the built-in sandbox takes the payments, so that
 * nobody mistakes a pretend gift or ticket for a real one.
 */
export const sandboxNotice = {
  label: msg`Test mode`,
  text: msg`Test mode: this site takes pretend payments (sandbox). No money is moved and no ticket is real.`,
};
