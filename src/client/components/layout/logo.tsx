import { brand } from '#shared/brand.ts';

/** The brand mark: a bridge over water under a rising sun, drawn as SVG. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={className}>
      <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
        <circle cx="18" cy="18" r="18" fill="#1f4e5f" />
        <circle cx="18" cy="17" r="6" fill="#f2b134" />
        <path d="M5 24c4-6 9-9 13-9s9 3 13 9" fill="none" stroke="#fff" strokeWidth="2.5" />
        <path d="M10 24v-4M14 24v-6M22 24v-6M26 24v-4" stroke="#fff" strokeWidth="2" />
        <path d="M4 27h28" stroke="#9fd3c7" strokeWidth="2" />
      </svg>
      <span>{brand.name}</span>
    </span>
  );
}
