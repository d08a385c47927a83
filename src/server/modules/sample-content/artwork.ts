import sharp from 'sharp';

/**
 * Original artwork for the sample content, drawn here as SVG and rendered with sharp, so a
 * fresh install has pictures without shipping or downloading photos. Flat, quiet
 * illustrations: landscapes, churches, gardens and abstract portraits.
 */

const GALLERY = { width: 1600, height: 1067 };
const PORTRAIT = 640;

/** A small deterministic random source, so the artwork is the same on every install. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (value: number) => Math.round(value * 10) / 10;

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

function linear(id: string, stops: string[], vertical = true): string {
  const step = 100 / (stops.length - 1);
  const body = stops
    .map((color, index) => `<stop offset="${round(index * step)}%" stop-color="${color}"/>`)
    .join('');
  const direction = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  return `<linearGradient id="${id}" ${direction}>${body}</linearGradient>`;
}

/** A rolling ridge across the whole width, closed along the bottom edge. */
function ridge(
  width: number,
  height: number,
  base: number,
  amplitude: number,
  seed: number,
  points = 7,
): string {
  const next = random(seed);
  const ys = Array.from({ length: points + 1 }, () => base - next() * amplitude);
  const step = width / points;
  let d = `M0 ${round(ys[0]!)}`;
  for (let i = 1; i <= points; i++) {
    const x0 = (i - 1) * step;
    const x1 = i * step;
    d += ` C${round(x0 + step / 2)} ${round(ys[i - 1]!)} ${round(x1 - step / 2)} ${round(ys[i]!)} ${round(x1)} ${round(ys[i]!)}`;
  }
  return `${d} L${width} ${height} L0 ${height} Z`;
}

function tree(x: number, y: number, size: number, leaf: string, trunk = '#5b4636'): string {
  return `<rect x="${round(x - size * 0.06)}" y="${round(y - size * 0.5)}" width="${round(size * 0.12)}" height="${round(size * 0.5)}" fill="${trunk}"/><ellipse cx="${x}" cy="${round(y - size * 0.7)}" rx="${round(size * 0.32)}" ry="${round(size * 0.42)}" fill="${leaf}"/>`;
}

function hillsAtSunrise(): string {
  const { width, height } = GALLERY;
  const layers = [
    { base: 640, amplitude: 160, color: '#b9c9a7' },
    { base: 720, amplitude: 150, color: '#93b07e' },
    { base: 820, amplitude: 140, color: '#6f9560' },
    { base: 930, amplitude: 120, color: '#4f7a47' },
    { base: 1040, amplitude: 110, color: '#3a6136' },
  ];
  const hills = layers
    .map(
      (layer, i) =>
        `<path d="${ridge(width, height, layer.base, layer.amplitude, 11 + i)}" fill="${layer.color}"/>`,
    )
    .join('');
  const terraces = Array.from(
    { length: 6 },
    (_, i) =>
      `<path d="M${200 + i * 30} ${860 + i * 22} Q 600 ${800 + i * 24} ${1000 - i * 20} ${880 + i * 20}" stroke="#e3efc9" stroke-opacity="0.35" stroke-width="6" fill="none"/>`,
  ).join('');
  const next = random(5);
  const trees = Array.from({ length: 9 }, () =>
    tree(80 + next() * 1440, 1000 + next() * 50, 70 + next() * 40, '#2c4d2a'),
  ).join('');
  return svg(
    width,
    height,
    `<defs>${linear('sky', ['#fde8c8', '#f9c48a', '#f4a36c'])}</defs>
    <rect width="${width}" height="${height}" fill="url(#sky)"/>
    <circle cx="1120" cy="560" r="130" fill="#fff4d2" opacity="0.9"/>
    <circle cx="1120" cy="560" r="190" fill="#fff4d2" opacity="0.25"/>
    ${hills}${terraces}${trees}`,
  );
}

function lakeAtEvening(): string {
  const { width, height } = GALLERY;
  const reflections = Array.from({ length: 9 }, (_, i) => {
    const w = 260 - i * 24;
    return `<rect x="${round(520 - w / 2)}" y="${700 + i * 34}" width="${w}" height="8" rx="4" fill="#ffd79a" opacity="${round(0.75 - i * 0.07)}"/>`;
  }).join('');
  const boat = (x: number, y: number, scale: number) =>
    `<g transform="translate(${x} ${y}) scale(${scale})" fill="#2b2540"><path d="M-120 0 L120 0 L95 26 L-95 26 Z"/><path d="M-70 0 L-10 -170 L-4 -170 L-58 0 Z"/><path d="M40 0 L90 -150 L96 -150 L52 0 Z"/><rect x="-20" y="-40" width="14" height="40"/></g>`;
  return svg(
    width,
    height,
    `<defs>${linear('sky', ['#4c3f7a', '#a0609a', '#f08a6c', '#ffc88a'])}${linear('water', ['#6b5a8e', '#3c3563', '#27224a'])}</defs>
    <rect width="${width}" height="700" fill="url(#sky)"/>
    <circle cx="520" cy="640" r="110" fill="#ffe2a8"/>
    <path d="${ridge(width, 720, 690, 260, 23, 5)}" fill="#5a4a7d" opacity="0.85"/>
    <path d="${ridge(width, 720, 705, 170, 29, 6)}" fill="#40365f"/>
    <rect y="700" width="${width}" height="${height - 700}" fill="url(#water)"/>
    ${reflections}
    ${boat(1050, 820, 1)}${boat(1330, 760, 0.6)}${boat(250, 900, 0.75)}`,
  );
}

function villageChurch(): string {
  const { width, height } = GALLERY;
  const next = random(41);
  const eucalyptus = Array.from({ length: 7 }, (_, i) => {
    const x = i < 3 ? 120 + i * 130 + next() * 40 : 1150 + (i - 3) * 110 + next() * 30;
    const h = 380 + next() * 160;
    return `<rect x="${round(x - 7)}" y="${round(820 - h)}" width="14" height="${round(h)}" fill="#d8cbb4"/><ellipse cx="${round(x)}" cy="${round(820 - h)}" rx="${round(50 + next() * 25)}" ry="${round(h * 0.35)}" fill="#5e8b5a" opacity="0.92"/>`;
  }).join('');
  const windows = [620, 720, 880, 980]
    .map((x) => `<path d="M${x} 700 v-70 a25 25 0 0 1 50 0 v70 Z" fill="#3b2a24"/>`)
    .join('');
  return svg(
    width,
    height,
    `<defs>${linear('sky', ['#9fd0ea', '#d6eef5', '#f4f1e2'])}</defs>
    <rect width="${width}" height="${height}" fill="url(#sky)"/>
    <circle cx="1300" cy="200" r="80" fill="#fff6d5"/>
    <path d="${ridge(width, height, 640, 200, 7, 5)}" fill="#9cbf86"/>
    ${eucalyptus}
    <path d="${ridge(width, height, 820, 50, 8, 4)}" fill="#79a765"/>
    <rect x="560" y="560" width="520" height="260" fill="#b9583c"/>
    <path d="M530 570 L640 450 L1000 450 L1110 570 Z" fill="#8e9aa3"/>
    <path d="M530 570 L640 450 L1000 450 L1110 570" fill="none" stroke="#6f7a83" stroke-width="8"/>
    <rect x="805" y="330" width="30" height="120" fill="#f3efe6"/>
    <rect x="775" y="360" width="90" height="26" fill="#f3efe6"/>
    <path d="M770 820 v-110 a30 30 0 0 1 60 0 v110 Z" fill="#4a2f25"/>
    ${windows}
    <path d="M770 820 L700 1067 L900 1067 L830 820 Z" fill="#d9b98c"/>
    <path d="${ridge(width, height, 1000, 40, 9, 4)}" fill="#5f8f4f" opacity="0.6"/>`,
  );
}

function gardenBeds(): string {
  const { width, height } = GALLERY;
  const vanishing = { x: 800, y: 520 };
  const next = random(77);
  const beds = Array.from({ length: 6 }, (_, i) => {
    const left = -300 + i * 380;
    const right = left + 250;
    const near = height;
    const farLeft = vanishing.x + (left - vanishing.x) * 0.18;
    const farRight = vanishing.x + (right - vanishing.x) * 0.18;
    const plants = Array.from({ length: 14 }, (_, j) => {
      const t = (j + next() * 0.5) / 14;
      const depth = t * t;
      const y = vanishing.y + 40 + (near - vanishing.y - 40) * depth;
      const span = 0.18 + 0.82 * depth;
      const cx = vanishing.x + ((left + right) / 2 - vanishing.x) * span;
      const r = 6 + 38 * depth;
      const hue = ['#3f8a3a', '#5aa247', '#2f6e34'][j % 3];
      return `<circle cx="${round(cx - r * 0.8)}" cy="${round(y)}" r="${round(r)}" fill="${hue}"/><circle cx="${round(cx + r * 0.8)}" cy="${round(y - r * 0.2)}" r="${round(r * 0.9)}" fill="${hue}"/>`;
    }).join('');
    return `<path d="M${round(farLeft)} ${vanishing.y + 30} L${round(farRight)} ${vanishing.y + 30} L${right} ${near} L${left} ${near} Z" fill="#7a4e32"/>${plants}`;
  }).join('');
  return svg(
    width,
    height,
    `<defs>${linear('sky', ['#bfe3f2', '#eef6ec'])}</defs>
    <rect width="${width}" height="${height}" fill="url(#sky)"/>
    <path d="${ridge(width, height, 540, 150, 13, 6)}" fill="#a9c98f"/>
    <rect y="540" width="${width}" height="${height - 540}" fill="#b88a5a"/>
    ${beds}
    ${tree(140, 560, 160, '#4e7d43')}${tree(1460, 555, 190, '#4e7d43')}`,
  );
}

function savingsCircle(): string {
  const { width, height } = GALLERY;
  const center = { x: 800, y: 540 };
  const wraps = ['#e2574c', '#f2b134', '#3f8ec6', '#7a4fa3', '#2f9d75', '#e07b39'];
  const skins = ['#5a3a29', '#6e4630', '#4a2f22', '#7d5238'];
  const people = Array.from({ length: 12 }, (_, i) => {
    const angle = (i / 12) * Math.PI * 2;
    const x = center.x + Math.cos(angle) * 380;
    const y = center.y + Math.sin(angle) * 330;
    const rotate = (angle * 180) / Math.PI + 90;
    return `<g transform="translate(${round(x)} ${round(y)}) rotate(${round(rotate)})"><ellipse rx="78" ry="46" cy="18" fill="${wraps[i % wraps.length]}"/><circle r="34" cy="-8" fill="${skins[i % skins.length]}"/><path d="M-34 -14 a34 34 0 0 1 68 0 Z" fill="${wraps[(i + 2) % wraps.length]}" opacity="${i % 2 ? 1 : 0}"/></g>`;
  }).join('');
  const rings = [260, 220, 180, 140, 100]
    .map(
      (r, i) =>
        `<ellipse cx="${center.x}" cy="${center.y}" rx="${r}" ry="${round(r * 0.87)}" fill="${i % 2 ? '#d9b77f' : '#e6c891'}"/>`,
    )
    .join('');
  return svg(
    width,
    height,
    `<rect width="${width}" height="${height}" fill="#c7935f"/>
    <circle cx="200" cy="140" r="260" fill="#d2a06b" opacity="0.6"/>
    <circle cx="1450" cy="960" r="300" fill="#b9834f" opacity="0.6"/>
    ${rings}
    <rect x="740" y="490" width="120" height="90" rx="10" fill="#7b4a2a"/>
    <rect x="740" y="490" width="120" height="24" rx="8" fill="#9a6136"/>
    <circle cx="800" cy="545" r="10" fill="#e9c46a"/>
    ${people}`,
  );
}

function winterChurch(): string {
  const { width, height } = GALLERY;
  const next = random(99);
  const stars = Array.from(
    { length: 40 },
    () =>
      `<circle cx="${round(next() * width)}" cy="${round(next() * 380)}" r="${round(1.5 + next() * 2)}" fill="#fdf8e8" opacity="${round(0.5 + next() * 0.5)}"/>`,
  ).join('');
  const birch = (x: number, h: number) => {
    const marks = Array.from(
      { length: 6 },
      (_, i) =>
        `<rect x="${x - 8}" y="${round(900 - h + 40 + i * (h / 7))}" width="${round(8 + next() * 8)}" height="5" fill="#2d2d35"/>`,
    ).join('');
    return `<rect x="${x - 9}" y="${900 - h}" width="18" height="${h}" fill="#f4f2ee"/>${marks}<path d="M${x} ${900 - h + 60} l-70 -90 M${x} ${900 - h + 120} l80 -100" stroke="#e7e3dc" stroke-width="6"/>`;
  };
  const windows = [650, 760, 870]
    .map((x) => `<path d="M${x} 800 v-70 a22 22 0 0 1 44 0 v70 Z" fill="#ffcf6e"/>`)
    .join('');
  return svg(
    width,
    height,
    `<defs>${linear('sky', ['#1f2a4d', '#3d4f7c', '#8fa3c7', '#e8d8cf'])}</defs>
    <rect width="${width}" height="${height}" fill="url(#sky)"/>
    ${stars}
    <path d="${ridge(width, height, 760, 120, 3, 5)}" fill="#c9d3e3"/>
    <rect x="600" y="650" width="380" height="250" fill="#f7f5f0"/>
    <path d="M580 660 L790 520 L1000 660 Z" fill="#3b3f4c"/>
    <rect x="990" y="520" width="150" height="380" fill="#f7f5f0"/>
    <path d="M975 530 L1065 330 L1155 530 Z" fill="#3b3f4c"/>
    <rect x="1060" y="250" width="10" height="90" fill="#c9a94e"/>
    <rect x="1043" y="275" width="44" height="9" fill="#c9a94e"/>
    <path d="M1040 900 v-80 a25 25 0 0 1 50 0 v80 Z" fill="#6b3b2a"/>
    <path d="M1045 640 a20 20 0 0 1 40 0 v40 h-40 Z" fill="#ffcf6e"/>
    ${windows}
    <rect x="230" y="760" width="200" height="140" fill="#9b2f26"/>
    <path d="M215 770 L330 690 L445 770 Z" fill="#3b3f4c"/>
    <rect x="300" y="830" width="44" height="70" fill="#f7f5f0"/>
    <rect x="250" y="790" width="36" height="30" fill="#ffcf6e"/>
    <path d="M0 880 Q 400 850 800 900 T 1600 870 V1067 H0 Z" fill="#f8fbff"/>
    <path d="M0 960 Q 500 930 900 990 T 1600 960 V1067 H0 Z" fill="#e4ebf5"/>
    ${birch(120, 520)}${birch(1330, 600)}${birch(1450, 470)}`,
  );
}

export type HairStyle = 'short' | 'wrap' | 'long' | 'curly' | 'short-beard';

export interface PortraitStyle {
  background: [string, string];
  skin: string;
  clothing: string;
  hair: HairStyle;
  hairColor: string;
  glasses?: boolean;
}

/** An abstract, faceless portrait: a head and shoulders on a soft background. */
function portrait(style: PortraitStyle): string {
  const size = PORTRAIT;
  const cx = size / 2;
  const headY = 270;
  const hair: Record<HairStyle, { back: string; front: string }> = {
    short: {
      back: '',
      front: `<path d="M${cx - 112} ${headY - 10} a112 120 0 0 1 224 0 q-40 -60 -112 -50 q-72 -10 -112 50 Z" fill="${style.hairColor}"/>`,
    },
    wrap: {
      back: '',
      front: `<path d="M${cx - 124} ${headY - 20} q0 -150 124 -150 q124 0 124 150 q-124 -60 -248 0 Z" fill="${style.hairColor}"/><circle cx="${cx + 90}" cy="${headY - 140}" r="40" fill="${style.hairColor}"/>`,
    },
    long: {
      back: `<path d="M${cx - 130} ${headY} q0 -150 130 -150 q130 0 130 150 v170 h-260 Z" fill="${style.hairColor}"/>`,
      front: `<path d="M${cx - 112} ${headY - 20} q10 -110 112 -110 q102 0 112 110 q-60 -70 -224 0 Z" fill="${style.hairColor}"/>`,
    },
    curly: {
      back: '',
      front: Array.from({ length: 9 }, (_, i) => {
        const angle = Math.PI + (i / 8) * Math.PI;
        return `<circle cx="${round(cx + Math.cos(angle) * 105)}" cy="${round(headY - 20 + Math.sin(angle) * 105)}" r="44" fill="${style.hairColor}"/>`;
      }).join(''),
    },
    'short-beard': {
      back: '',
      front: `<path d="M${cx - 108} ${headY - 30} a108 110 0 0 1 216 0 q-108 -50 -216 0 Z" fill="${style.hairColor}"/><path d="M${cx - 80} ${headY + 60} q80 40 160 0 q-10 66 -80 68 q-70 -2 -80 -68 Z" fill="${style.hairColor}"/>`,
    },
  };
  const glasses = style.glasses
    ? `<g fill="none" stroke="#2a2a2a" stroke-width="7"><circle cx="${cx - 44}" cy="${headY + 5}" r="30"/><circle cx="${cx + 44}" cy="${headY + 5}" r="30"/><path d="M${cx - 14} ${headY + 5} h28"/></g>`
    : '';
  return svg(
    size,
    size,
    `<defs>${linear('bg', style.background)}</defs>
    <rect width="${size}" height="${size}" fill="url(#bg)"/>
    <circle cx="${cx}" cy="${headY}" r="230" fill="#ffffff" opacity="0.18"/>
    ${hair[style.hair].back}
    <path d="M${cx - 230} ${size} q0 -190 230 -190 q230 0 230 190 Z" fill="${style.clothing}"/>
    <rect x="${cx - 42}" y="${headY + 90}" width="84" height="90" rx="30" fill="${style.skin}"/>
    <ellipse cx="${cx}" cy="${headY}" rx="110" ry="128" fill="${style.skin}"/>
    ${hair[style.hair].front}${glasses}`,
  );
}

export const artwork = {
  hillsAtSunrise,
  lakeAtEvening,
  villageChurch,
  gardenBeds,
  savingsCircle,
  winterChurch,
  portrait,
};

/** Renders an SVG drawing to PNG bytes, ready for the upload pipeline like any other image. */
export function renderArtwork(drawing: string): Promise<Buffer> {
  return sharp(Buffer.from(drawing)).png().toBuffer();
}
