import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { type KeyboardEvent, type MouseEvent, useEffect, useRef } from 'react';
import { ResponsiveImage } from '#client/components/responsive-image.tsx';
import { useTextLang } from '#client/lib/i18n/text-lang.ts';
import type { GalleryImage } from '../api/gallery-api.ts';
import styles from './lightbox.module.css';
import { photoAlt } from './photo-alt.ts';

interface Props {
  images: GalleryImage[];
  index: number;
  onNavigate(index: number): void;
  onClose(): void;
}

/**
 * A modal <dialog> showing one photo large: the page behind is inert, so focus stays inside.
 * Left and right arrows move between photos; Escape, the close button or a click on the
 * backdrop closes it.
 */
export function Lightbox({ images, index, onNavigate, onClose }: Props) {
  const { i18n } = useLingui();
  const dialog = useRef<HTMLDialogElement>(null);
  const image = images[index];
  const count = images.length;
  const position = index + 1;
  const lang = useTextLang(image?.lang);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  const step = (delta: number) => onNavigate((index + delta + count) % count);

  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
    else if (event.key === 'Escape') onClose();
    else return;
    event.preventDefault();
  }

  function closeOnBackdrop(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) onClose();
  }

  if (!image) return null;
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-label={i18n._(msg`Photo viewer`)}
      onKeyDown={handleKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={onClose}
      onClick={closeOnBackdrop}
    >
      <div className={styles.panel}>
        <button
          type="button"
          className={styles.close}
          aria-label={i18n._(msg`Close`)}
          onClick={onClose}
        >
          <X aria-hidden="true" />
        </button>
        <figure className={styles.figure}>
          <ResponsiveImage
            key={image.id}
            image={image}
            alt={photoAlt(image, index, i18n)}
            lang={image.description ? lang : undefined}
            sizes="(min-width: 64rem) 60rem, 100vw"
            className={styles.image}
            eager
          />
          <figcaption className={styles.caption}>
            {image.description && <span lang={lang}>{image.description}</span>}
            <span className={styles.position}>
              <Trans>
                {position} of {count}
              </Trans>
            </span>
          </figcaption>
        </figure>
        {count > 1 && (
          <div className={styles.nav}>
            <button
              type="button"
              className={styles.navButton}
              aria-label={i18n._(msg`Previous photo`)}
              onClick={() => step(-1)}
            >
              <ChevronLeft aria-hidden="true" />
            </button>
            <button
              type="button"
              className={styles.navButton}
              aria-label={i18n._(msg`Next photo`)}
              onClick={() => step(1)}
            >
              <ChevronRight aria-hidden="true" />
            </button>
          </div>
        )}
      </div>
    </dialog>
  );
}
