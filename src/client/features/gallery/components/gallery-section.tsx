import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { lazy, useEffect, useRef, useState } from 'react';
import { AdminOnly } from '#client/components/admin-only.tsx';
import { LoadedList } from '#client/components/loading-list.tsx';
import { ResponsiveImage } from '#client/components/responsive-image.tsx';
import { textLangOn } from '#client/lib/i18n/text-lang.ts';
import { useLocale } from '#client/lib/i18n/use-locale.ts';
import { useGallery } from '../api/gallery-api.ts';
import styles from './gallery.module.css';
import { Lightbox } from './lightbox.tsx';
import { photoAlt } from './photo-alt.ts';

// Only signed-in admins download the editing code.
const UploadForm = lazy(() =>
  import('./gallery-admin.tsx').then((m) => ({ default: m.UploadForm })),
);
const ImageControls = lazy(() =>
  import('./gallery-admin.tsx').then((m) => ({ default: m.ImageControls })),
);

const THUMBNAIL_SIZES =
  '(min-width: 72rem) 17rem, (min-width: 64rem) 24vw, (min-width: 40rem) 32vw, 50vw';
const PLACEHOLDERS = 6;

/** The Home page's Photo Gallery: thumbnails that open a lightbox; admins manage the photos. */
export function GallerySection() {
  const { i18n } = useLingui();
  const gallery = useGallery();
  const pageLang = useLocale();
  const images = gallery.data ?? [];
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);

  // After the lightbox closes, focus goes to the thumbnail of the photo last shown.
  useEffect(() => {
    if (focusIndex === null) return;
    thumbnails.current[focusIndex]?.focus();
    setFocusIndex(null);
  }, [focusIndex]);

  function closeLightbox() {
    setFocusIndex(openIndex);
    setOpenIndex(null);
  }

  return (
    <section className="section" aria-labelledby="gallery-heading">
      <div className="container">
        <h2 id="gallery-heading" className={styles.heading}>
          <Trans>Photo Gallery</Trans>
        </h2>
        <AdminOnly>
          <UploadForm />
        </AdminOnly>
        <LoadedList
          query={gallery}
          label={i18n._(msg`Loading photos…`)}
          count={PLACEHOLDERS}
          listClassName={styles.grid}
          placeholderClassName={styles.placeholder}
          cellClassName={styles.cell}
          empty={
            <p className={styles.empty}>
              <Trans>No photos yet.</Trans>
            </p>
          }
        >
          {(image, index) => (
            <>
              <button
                type="button"
                className={styles.thumbnail}
                aria-haspopup="dialog"
                ref={(button) => {
                  thumbnails.current[index] = button;
                }}
                onClick={() => setOpenIndex(index)}
              >
                <ResponsiveImage
                  image={image}
                  alt={photoAlt(image, index, i18n)}
                  lang={image.description ? textLangOn(pageLang, image.lang) : undefined}
                  sizes={THUMBNAIL_SIZES}
                  className={styles.thumbnailImage}
                />
              </button>
              <AdminOnly>
                <ImageControls image={image} />
              </AdminOnly>
            </>
          )}
        </LoadedList>
        {openIndex !== null && (
          <Lightbox
            images={images}
            index={openIndex}
            onNavigate={setOpenIndex}
            onClose={closeLightbox}
          />
        )}
      </div>
    </section>
  );
}
