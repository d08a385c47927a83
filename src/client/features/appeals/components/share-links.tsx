import { Trans, useLingui } from '@lingui/react/macro';
import { useLocalizedPath } from '#client/lib/i18n/use-locale.ts';
import { Island } from '#client/runtime/island.tsx';
import { ORIGIN_PLACEHOLDER } from '#shared/page-html.ts';
import styles from './appeals.module.css';

/**
 * Plain share links (no third party's script): e-mail, Facebook, WhatsApp, and a button that
 * copies the address. The page's address is the site's own (the server fills in its origin).
 */
export function ShareLinks({ path, title }: { path: string; title: string }) {
  const { t } = useLingui();
  // The server puts its origin in place of the placeholder after the render, unencoded where it
  // stands in a query: an origin holds nothing that needs encoding there.
  const url = `${ORIGIN_PLACEHOLDER}${useLocalizedPath()(path)}`;
  const text = encodeURIComponent(`${title} ${url}`);
  const links = [
    { label: t`E-mail`, href: `mailto:?subject=${encodeURIComponent(title)}&body=${text}` },
    { label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
    { label: 'WhatsApp', href: `https://wa.me/?text=${text}` },
  ];
  return (
    <section aria-labelledby="share-heading" className={styles.share}>
      <h2 id="share-heading">
        <Trans>Share this page</Trans>
      </h2>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <a className="button button-outline" href={link.href} rel="noopener" target="_blank">
              {link.label}
            </a>
          </li>
        ))}
        <li>
          <Island name="copy-link" />
        </li>
      </ul>
    </section>
  );
}
