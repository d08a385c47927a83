export type HeroScene = 'community' | 'faith' | 'opportunity' | 'difference';

const person = (x: number, y: number, scale: number, color: string) => (
  <g transform={`translate(${x} ${y}) scale(${scale})`} fill={color}>
    <circle cx="0" cy="-62" r="14" />
    <path d="M-20 0v-30a20 20 0 0 1 40 0V0z" />
  </g>
);

/** The hero slides' pictures: simple shapes drawn in SVG (no photo to download). */
export function HeroArt({ scene }: { scene: HeroScene }) {
  return (
    <svg viewBox="0 0 400 300" aria-hidden="true" focusable="false">
      {scene === 'community' && (
        <>
          <circle cx="300" cy="90" r="46" fill="#f2b134" />
          <path d="M0 230c80-60 160-70 240-40s120 20 160-10v120H0z" fill="#2f8f83" />
          <path d="M0 260c100-40 200-40 300-10s80 10 100 0v50H0z" fill="#9fd3c7" />
          <path d="M70 190l30-26 30 26v34H70z" fill="#fff" />
          <path d="M92 224v-18h16v18z" fill="#14384a" />
          {person(190, 250, 1, '#fff')}
          {person(235, 250, 0.8, '#f2b134')}
          {person(270, 250, 1.05, '#fff')}
        </>
      )}
      {scene === 'faith' && (
        <>
          <g stroke="#f2b134" strokeWidth="6" strokeLinecap="round">
            <path d="M200 40v-24M150 56l-14-18M250 56l14-18M120 96l-22-8M280 96l22-8" />
          </g>
          <path d="M0 250c90-70 310-70 400 0v50H0z" fill="#2f8f83" />
          <path d="M150 230v-70l50-40 50 40v70z" fill="#fff" />
          <path d="M140 166l60-52 60 52" fill="none" stroke="#f2b134" strokeWidth="8" />
          <path d="M200 60v50M184 76h32" stroke="#fff" strokeWidth="8" />
          <path d="M188 230v-36a12 12 0 0 1 24 0v36z" fill="#14384a" />
          <path d="M70 270l50-14 50 14-50 14z" fill="#fff" />
          <path d="M120 256v28" stroke="#9fd3c7" strokeWidth="3" />
        </>
      )}
      {scene === 'opportunity' && (
        <>
          <circle cx="90" cy="80" r="34" fill="#f2b134" />
          <path d="M0 250h400v50H0z" fill="#2f8f83" />
          <g fill="#f2b134" stroke="#14384a" strokeWidth="3">
            <ellipse cx="200" cy="246" rx="46" ry="10" />
            <ellipse cx="200" cy="232" rx="46" ry="10" />
            <ellipse cx="200" cy="218" rx="46" ry="10" />
          </g>
          <path d="M200 208V120" stroke="#9fd3c7" strokeWidth="8" />
          <path d="M200 150c-40 0-60-20-64-50 34 0 60 16 64 50z" fill="#9fd3c7" />
          <path d="M200 130c36 0 56-20 60-48-32 0-56 16-60 48z" fill="#fff" />
          <path
            d="M290 250v-70h80v70M280 184l50-30 50 30"
            fill="none"
            stroke="#fff"
            strokeWidth="6"
          />
          <path d="M306 214h48" stroke="#f2b134" strokeWidth="10" />
        </>
      )}
      {scene === 'difference' && (
        <>
          <circle cx="200" cy="140" r="110" fill="none" stroke="#9fd3c7" strokeWidth="4" />
          <path
            d="M90 140h220M200 30c-50 60-50 160 0 220M200 30c50 60 50 160 0 220"
            fill="none"
            stroke="#9fd3c7"
            strokeWidth="3"
          />
          <path
            d="M200 230c-70-44-100-80-100-114a44 44 0 0 1 100-20 44 44 0 0 1 100 20c0 34-30 70-100 114z"
            fill="#f2b134"
          />
          <path
            d="M150 130c20 10 30 24 50 24s30-14 50-24"
            fill="none"
            stroke="#fff"
            strokeWidth="8"
            strokeLinecap="round"
          />
          <path d="M0 280h400v20H0z" fill="#2f8f83" />
        </>
      )}
    </svg>
  );
}
