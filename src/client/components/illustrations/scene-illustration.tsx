import type { ReactNode } from 'react';
import styles from './scene-illustration.module.css';

export type SceneMotif = 'school' | 'savings' | 'garden' | 'community' | 'church' | 'health';

const INK = '#14384a';
const BLUE = '#1f6f8b';
const SUN = '#f2b134';
const GOLD = '#8a5a00';
const LEAF = '#2f8f83';
const SKIN = '#7a4a2e';

/** A simple standing figure whose feet are at (x, y). */
function Person({
  x,
  y,
  color,
  scale = 1,
}: {
  x: number;
  y: number;
  color: string;
  scale?: number;
}) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <circle cx="0" cy="-34" r="8" fill={SKIN} />
      <path d="M-11 0v-16a11 11 0 0 1 22 0v16z" fill={color} />
    </g>
  );
}

function Plant({ x, y, scale = 1 }: { x: number; y: number; scale?: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <path d="M0 0v-16" stroke={LEAF} strokeWidth="3" strokeLinecap="round" />
      <path d="M0-8q-12-2-14-14q12 2 14 14z" fill={LEAF} />
      <path d="M0-12q12-4 14-16q-12 2-14 16z" fill="#3fa66a" />
    </g>
  );
}

const motifs: Record<SceneMotif, ReactNode> = {
  school: (
    <>
      <path d="M160 60v-26" stroke={INK} strokeWidth="3" />
      <path d="M160 34h24l-6 7 6 7h-24z" fill={SUN} />
      <path d="M98 112l62-44 62 44z" fill={BLUE} />
      <rect x="108" y="110" width="104" height="80" fill="#fff" stroke={INK} strokeWidth="3" />
      <rect x="147" y="146" width="26" height="44" rx="3" fill={INK} />
      <rect x="120" y="128" width="20" height="18" fill="#9fd3c7" stroke={INK} strokeWidth="2" />
      <rect x="180" y="128" width="20" height="18" fill="#9fd3c7" stroke={INK} strokeWidth="2" />
      <Person x={80} y={200} color={SUN} scale={0.8} />
      <Person x={240} y={200} color="#c2410c" scale={0.85} />
    </>
  ),
  savings: (
    <>
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <ellipse
          key={`tall-${i}`}
          cx="140"
          cy={196 - i * 11}
          rx="30"
          ry="9"
          fill={SUN}
          stroke={GOLD}
          strokeWidth="2"
        />
      ))}
      {[0, 1, 2].map((i) => (
        <ellipse
          key={`short-${i}`}
          cx="200"
          cy={196 - i * 11}
          rx="26"
          ry="8"
          fill={SUN}
          stroke={GOLD}
          strokeWidth="2"
        />
      ))}
      <Plant x={140} y={142} scale={1.8} />
      <Person x={250} y={205} color={BLUE} />
      <Person x={76} y={205} color="#c2410c" scale={0.9} />
    </>
  ),
  garden: (
    <>
      {[146, 172, 198].map((y, row) => (
        <g key={y}>
          <rect x={30 - row * 6} y={y} width={200 + row * 12} height="14" rx="7" fill={GOLD} />
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Plant key={i} x={50 - row * 6 + i * (32 + row * 2)} y={y + 2} />
          ))}
        </g>
      ))}
      <Person x={276} y={206} color={BLUE} />
    </>
  ),
  community: (
    <>
      {[60, 200].map((x) => (
        <g key={x}>
          <path d={`M${x - 8} 150l30-30 30 30z`} fill={GOLD} />
          <rect x={x} y="148" width="44" height="40" fill="#fff" stroke={INK} strokeWidth="3" />
          <rect x={x + 15} y="164" width="14" height="24" fill={INK} />
        </g>
      ))}
      <Person x={126} y={206} color={SUN} />
      <Person x={160} y={206} color={BLUE} scale={1.1} />
      <Person x={194} y={206} color="#c2410c" />
      <path d="M137 186h12M171 186h12" stroke={SKIN} strokeWidth="4" strokeLinecap="round" />
    </>
  ),
  church: (
    <>
      <path d="M160 20v26M150 30h20" stroke={INK} strokeWidth="4" strokeLinecap="round" />
      <path d="M142 76l18-28 18 28z" fill={BLUE} />
      <rect x="146" y="74" width="28" height="44" fill="#fff" stroke={INK} strokeWidth="3" />
      <path d="M100 124l60-34 60 34z" fill={BLUE} />
      <rect x="110" y="120" width="100" height="72" fill="#fff" stroke={INK} strokeWidth="3" />
      <path d="M146 192v-24a14 14 0 0 1 28 0v24z" fill={INK} />
      <circle cx="160" cy="96" r="7" fill={SUN} />
      <Person x={78} y={206} color={SUN} scale={0.9} />
      <Person x={244} y={206} color={LEAF} scale={0.9} />
    </>
  ),
  health: (
    <>
      <path
        d="M150 200c-60-38-64-96-26-100 16-1 24 10 26 16 2-6 10-17 26-16 38 4 34 62-26 100z"
        fill="#c2410c"
      />
      <path d="M150 124v36M132 142h36" stroke="#fff" strokeWidth="9" strokeLinecap="round" />
      <path d="M232 104q-22 30 0 46q22-16 0-46z" fill={BLUE} />
      <rect
        x="212"
        y="168"
        width="40"
        height="24"
        rx="8"
        fill="#fff"
        stroke={INK}
        strokeWidth="3"
      />
      <circle cx="224" cy="164" r="5" fill="#cfe8ef" />
      <circle cx="236" cy="158" r="7" fill="#cfe8ef" />
      <Person x={72} y={206} color={LEAF} scale={0.85} />
    </>
  ),
};

/**
 * A decorative scene (sky, sun, hills and a motif), drawn as inline SVG so the site needs no
 * image files. Hidden from assistive technology: the text beside it carries the meaning.
 */
export function SceneIllustration({ motif }: { motif: SceneMotif }) {
  return (
    <div className={styles.frame}>
      <svg viewBox="0 0 320 240" aria-hidden="true" focusable="false" className={styles.svg}>
        <rect width="320" height="240" fill="#e3f1f4" />
        <circle cx="262" cy="52" r="26" fill={SUN} opacity="0.9" />
        <path d="M0 170q80-50 160-10t160-10v90H0z" fill="#9fd3c7" />
        {motifs[motif]}
        <path d="M0 212q100-24 200 0t120-4v32H0z" fill={LEAF} />
      </svg>
    </div>
  );
}
