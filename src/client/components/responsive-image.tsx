/** An uploaded image as the server describes it: the default file plus its other widths. */
export interface ImageSource {
  url: string;
  srcset?: string | null;
  width?: number | null;
  height?: number | null;
}

interface Props {
  image: ImageSource;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  className?: string;
  /** Above the fold: load at once instead of lazily. */
  eager?: boolean;
  /** The language of `alt` where it differs from the page's. */
  lang?: string | undefined;
}

/** An uploaded image with `srcset`, intrinsic size (no layout shift) and lazy loading. */
export function ResponsiveImage({ image, alt, sizes, className, eager = false, lang }: Props) {
  return (
    <img
      src={image.url}
      srcSet={image.srcset || undefined}
      sizes={image.srcset ? sizes : undefined}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      alt={alt}
      lang={lang}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
    />
  );
}
