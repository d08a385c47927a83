import { brand } from '#shared/brand.ts';

// Simple drawings of the networks' marks (icon sets no longer ship brand logos).
type IconProps = { size?: number };

function Facebook({ size = 20 }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d="M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v7h4v-7h3l.5-4h-3.5V8.8c0-.5.3-.8.5-.8z" />
    </svg>
  );
}

function Instagram({ size = 20 }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1" fill="currentColor" />
    </svg>
  );
}

function YouTube({ size = 20 }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d="M22 8.2c-.2-1.6-1.4-2.8-3-3C16.6 5 12 5 12 5s-4.6 0-7 .2c-1.6.2-2.8 1.4-3 3C1.8 9.6 1.8 12 1.8 12s0 2.4.2 3.8c.2 1.6 1.4 2.8 3 3 2.4.2 7 .2 7 .2s4.6 0 7-.2c1.6-.2 2.8-1.4 3-3 .2-1.4.2-3.8.2-3.8s0-2.4-.2-3.8zM10 15.5v-7l6 3.5-6 3.5z" />
    </svg>
  );
}

export const socialIcons = { Facebook, Instagram, YouTube } as const;

/** The brand's social networks as icon links; a network without an address shows as coming soon. */
export function SocialLinks({ className, size = 20 }: { className?: string; size?: number }) {
  return (
    <ul className={className} aria-label="Social media">
      {brand.social.map(({ name, url }) => {
        const Icon = socialIcons[name];
        return (
          <li key={name}>
            {url ? (
              <a href={url} aria-label={name} rel="noopener noreferrer">
                <Icon size={size} />
              </a>
            ) : (
              <span role="img" aria-label={`${name} (coming soon)`} title={`${name} (coming soon)`}>
                <Icon size={size} />
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
