import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { LocalizedNavLink } from '#client/lib/i18n/localized-link.tsx';
import styles from './header.module.css';
import { ChevronDownIcon } from './icons.tsx';

export const aboutLinks = [
  { to: '/who-we-are', label: msg`Who Are We` },
  { to: '/our-history', label: msg`Our History` },
  { to: '/our-work', label: msg`Our Work` },
  { to: '/our-approach', label: msg`Our Approach` },
  { to: '/stories', label: msg`Stories` },
];

/** The About Us disclosure: opens on click, Enter or Space; Escape or leaving closes it. */
export function AboutMenu() {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutside);
    return () => document.removeEventListener('pointerdown', closeOnOutside);
  }, [open]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape and focus leaving are handled for the whole menu.
    <div
      ref={container}
      className={styles.dropdown}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!container.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={styles.navButton}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <Trans>About Us</Trans> <ChevronDownIcon size={16} />
      </button>
      <ul id={menuId} className={styles.dropdownMenu} hidden={!open}>
        {aboutLinks.map((link) => (
          <li key={link.to}>
            <LocalizedNavLink to={link.to} onClick={() => setOpen(false)}>
              {i18n._(link.label)}
            </LocalizedNavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
