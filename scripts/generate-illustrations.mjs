// Writes the site's own illustrations for stories and events to public/images/ as small SVG
// files (flat shapes, no filters, no text), drawn here from a few shared figures so that every
// scene has one style. Run it again after changing a scene: `node scripts/generate-illustrations.mjs`.
import fs from 'node:fs';
import path from 'node:path';

const WIDTH = 800;
const HEIGHT = 500;

const skin = ['#5a3418', '#6b3e1e', '#8d5524', '#a0673a', '#c68642', '#e8b98f', '#f3d1b0'];
const cloth = {
  red: '#d8553a',
  gold: '#f2b134',
  teal: '#2f8f83',
  blue: '#1f6f8b',
  navy: '#14384a',
  plum: '#7b4fa0',
  pink: '#d94f70',
  green: '#3d7a3a',
  white: '#f7f4ee',
  sky: '#6fb3d2',
  khaki: '#b9975b',
  grey: '#5d6b73',
};
const hairDark = '#1d1410';

const r = (n) => Math.round(n * 10) / 10;

function g(content, { x = 0, y = 0, s = 1, flip = false } = {}) {
  const scale = flip ? `scale(${-s} ${s})` : s === 1 ? '' : `scale(${s})`;
  return `<g transform="translate(${r(x)} ${r(y)})${scale ? ` ${scale}` : ''}">${content}</g>`;
}

const arm = (from, to, sleeve, hand) =>
  `<path d="M${from[0]} ${from[1]}L${to[0]} ${to[1]}" stroke="${sleeve}" stroke-width="11" stroke-linecap="round"/><circle cx="${to[0]}" cy="${to[1]}" r="6" fill="${hand}"/>`;

const ARMS = {
  down: [
    [-30, -86],
    [30, -86],
  ],
  up: [
    [-38, -188],
    [38, -188],
  ],
  forward: [
    [-8, -104],
    [8, -104],
  ],
  wave: [
    [-30, -86],
    [40, -190],
  ],
  point: [
    [-30, -86],
    [62, -150],
  ],
};

function hair(style, color, wrap) {
  switch (style) {
    case 'wrap':
      return `<path d="M-19 -170Q-22 -204 2 -204Q24 -202 19 -170Q0 -178 -19 -170Z" fill="${wrap}"/><path d="M-19 -172Q0 -166 19 -172" stroke="${wrap}" stroke-width="5" fill="none"/>`;
    case 'long':
      return `<path d="M-18 -166Q-21 -188 0 -188Q21 -188 18 -166L20 -140Q12 -146 13 -166Q0 -176 -13 -166Q-12 -146 -20 -140Z" fill="${color}"/>`;
    case 'puff':
      return `<circle cx="-9" cy="-181" r="10" fill="${color}"/><circle cx="9" cy="-181" r="10" fill="${color}"/><circle cy="-186" r="10" fill="${color}"/>`;
    case 'bald':
      return '';
    default:
      return `<path d="M-17 -168Q-18 -186 0 -186Q18 -186 17 -168Q0 -176 -17 -168Z" fill="${color}"/>`;
  }
}

/**
 * A standing (or seated) person, drawn from the feet up; about 200 units tall at scale 1.
 * Faces are left plain on purpose: the scenes are about what people do together.
 */
function person({
  x,
  y,
  s = 1,
  tone = skin[2],
  top = cloth.blue,
  bottom = cloth.navy,
  hairColor = hairDark,
  hairStyle = 'short',
  wrap = cloth.gold,
  arms = 'down',
  dress = false,
  seated = false,
  holding = '',
  flip = false,
}) {
  const parts = [];
  if (seated) {
    parts.push(
      `<rect x="-16" y="-44" width="12" height="44" rx="5" fill="${bottom}"/><rect x="4" y="-44" width="12" height="44" rx="5" fill="${bottom}"/>`,
      `<rect x="-26" y="-58" width="52" height="20" rx="9" fill="${dress ? top : bottom}"/>`,
    );
  } else {
    parts.push(
      `<rect x="-14" y="-84" width="11" height="84" rx="5" fill="${bottom}"/><rect x="3" y="-84" width="11" height="84" rx="5" fill="${bottom}"/>`,
    );
  }
  const lift = seated ? 34 : 0;
  const body = dress
    ? `<path d="M-23 ${-140 + lift}Q0 ${-148 + lift} 23 ${-140 + lift}L${seated ? 28 : 34} ${seated ? -50 : -40}Q0 ${seated ? -44 : -34} ${seated ? -28 : -34} ${seated ? -50 : -40}Z" fill="${top}"/>`
    : `<path d="M-23 ${-140 + lift}Q0 ${-148 + lift} 23 ${-140 + lift}L21 ${-76 + lift}Q0 ${-72 + lift} -21 ${-76 + lift}Z" fill="${top}"/>`;
  parts.push(body);
  const [left, right] = ARMS[arms];
  parts.push(
    arm([-20, -132 + lift], [left[0], left[1] + lift], top, tone),
    arm([20, -132 + lift], [right[0], right[1] + lift], top, tone),
  );
  if (holding) parts.push(g(holding, { y: lift }));
  parts.push(
    `<rect x="-5" y="${-156 + lift}" width="10" height="16" fill="${tone}"/>`,
    `<circle cy="${-168 + lift}" r="17" fill="${tone}"/>`,
    g(hair(hairStyle, hairColor, wrap), { y: lift }),
  );
  return g(parts.join(''), { x, y, s, flip });
}

/** A child seen from behind, sitting at a desk: back of the head and shoulders. */
function pupilFromBehind({ x, y, s = 1, top, hairColor = hairDark, wrap }) {
  const head = wrap
    ? `<circle cy="-58" r="19" fill="${wrap}"/>`
    : `<circle cy="-58" r="18" fill="${hairColor}"/>`;
  return g(
    `<path d="M-30 0Q-30 -38 0 -40Q30 -38 30 0Z" fill="${top}"/><rect x="-5" y="-46" width="10" height="10" fill="${skin[1]}"/>${head}`,
    { x, y, s },
  );
}

const sky = (top, bottom) =>
  `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>`;

const sun = (x, y, radius = 42, color = '#f6c453') =>
  `<circle cx="${x}" cy="${y}" r="${radius}" fill="${color}"/>`;

const cloud = (x, y, s = 1) =>
  g(
    '<ellipse cx="0" cy="0" rx="46" ry="16" fill="#fff" opacity=".85"/><ellipse cx="-14" cy="-12" rx="22" ry="16" fill="#fff" opacity=".85"/><ellipse cx="14" cy="-14" rx="26" ry="19" fill="#fff" opacity=".85"/>',
    { x, y, s },
  );

const hills = (y, color, amplitude = 40, phase = 0) => {
  const points = [];
  for (let i = 0; i <= 8; i += 1) {
    const px = (WIDTH / 8) * i;
    const py = y - amplitude * Math.sin(i * 0.9 + phase);
    points.push(`${r(px)} ${r(py)}`);
  }
  return `<path d="M0 ${HEIGHT}L${points.join('L')}L${WIDTH} ${HEIGHT}Z" fill="${color}" stroke="${color}" stroke-linejoin="round" stroke-width="30"/>`;
};

const ground = (y, color) =>
  `<rect y="${y}" width="${WIDTH}" height="${HEIGHT - y}" fill="${color}"/>`;

function tree({ x, y, s = 1, leaf = '#3f8f4f', trunk = '#6d4a2f', shape = 'round' }) {
  const crown =
    shape === 'acacia'
      ? `<ellipse cy="-150" rx="110" ry="34" fill="${leaf}"/><ellipse cx="-40" cy="-168" rx="60" ry="24" fill="${leaf}"/><ellipse cx="46" cy="-170" rx="56" ry="22" fill="${leaf}"/>`
      : shape === 'pine'
        ? `<path d="M0 -210L44 -110H-44Z" fill="${leaf}"/><path d="M0 -170L52 -70H-52Z" fill="${leaf}"/>`
        : `<circle cy="-130" r="58" fill="${leaf}"/><circle cx="-40" cy="-100" r="40" fill="${leaf}"/><circle cx="42" cy="-104" r="42" fill="${leaf}"/>`;
  const trunkPath =
    shape === 'acacia'
      ? `<path d="M-8 0L-4 -90L-40 -150M-4 -90L6 -110L40 -150M6 -110L8 0Z" stroke="${trunk}" stroke-width="12" fill="${trunk}" stroke-linejoin="round"/>`
      : `<rect x="-9" y="-90" width="18" height="90" fill="${trunk}"/>`;
  return g(trunkPath + crown, { x, y, s });
}

const banana = (x, y, s = 1) =>
  g(
    '<rect x="-5" y="-120" width="10" height="120" fill="#5f8a3a"/><path d="M0 -118Q-60 -150 -90 -100Q-50 -120 0 -108Z" fill="#6fae4a"/><path d="M0 -118Q60 -160 96 -110Q50 -128 0 -108Z" fill="#5fa044"/><path d="M0 -116Q-20 -180 -10 -200Q10 -160 4 -112Z" fill="#7dbb55"/>',
    { x, y, s },
  );

function bunting(x1, x2, y, colors) {
  const flags = [];
  const count = Math.floor((x2 - x1) / 34);
  for (let i = 0; i < count; i += 1) {
    const fx = x1 + i * 34;
    flags.push(
      `<path d="M${fx} ${y + 4 * Math.sin(i)}l30 0l-15 24z" fill="${colors[i % colors.length]}"/>`,
    );
  }
  return `<path d="M${x1} ${y}Q${(x1 + x2) / 2} ${y + 14} ${x2} ${y}" stroke="#3b3b3b" stroke-width="2" fill="none"/>${flags.join('')}`;
}

const book = (x, y, color, s = 1) =>
  g(
    `<path d="M-30 0L0 6L30 0V-38L0 -32L-30 -38Z" fill="${color}"/><path d="M-26 -3L0 2L26 -3V-35L0 -29L-26 -35Z" fill="#fffdf6"/><path d="M0 2V-29" stroke="#cfc6b5" stroke-width="2"/>`,
    { x, y, s },
  );

// ---------------------------------------------------------------------------------------------
// Scenes: each returns the inner SVG of an 800x500 picture.

const scenes = {
  'stories/classroom': () => {
    const pupils = [
      [150, 420, cloth.white, undefined],
      [300, 420, cloth.sky, cloth.pink],
      [450, 420, cloth.white, undefined],
      [600, 420, cloth.sky, cloth.plum],
      [225, 500, cloth.sky, undefined],
      [375, 500, cloth.white, cloth.gold],
      [525, 500, cloth.sky, undefined],
      [675, 500, cloth.white, undefined],
    ];
    return [
      `<rect width="800" height="500" fill="#f3e6cf"/>`,
      `<rect y="380" width="800" height="120" fill="#d9b98e"/>`,
      `<rect x="560" y="60" width="170" height="130" rx="6" fill="#bfe3ef" stroke="#8a5a2b" stroke-width="10"/><path d="M645 60V190M560 125H730" stroke="#8a5a2b" stroke-width="6"/>`,
      `<rect x="90" y="60" width="380" height="200" rx="8" fill="#2f4f46" stroke="#8a5a2b" stroke-width="12"/>`,
      `<path d="M130 110h90M130 140h140M130 170h70M300 110l30 40 40-60M300 200h110" stroke="#f7f4ee" stroke-width="5" stroke-linecap="round" fill="none" opacity=".9"/>`,
      `<circle cx="240" cy="220" r="14" fill="none" stroke="${cloth.gold}" stroke-width="5"/>`,
      person({
        x: 520,
        y: 372,
        tone: skin[1],
        top: cloth.teal,
        bottom: cloth.navy,
        dress: true,
        hairStyle: 'wrap',
        wrap: cloth.red,
        arms: 'point',
      }),
      ...pupils.map(([x, y, top, wrap]) =>
        [
          pupilFromBehind({ x, y: y - 26, top, wrap }),
          `<rect x="${x - 60}" y="${y - 36}" width="120" height="14" rx="3" fill="#8a5a2b"/>`,
        ].join(''),
      ),
      book(188, 382, cloth.red, 0.7),
      book(488, 382, cloth.blue, 0.7),
    ].join('');
  },

  'stories/savings-group': () => {
    const members = [
      { x: 160, tone: skin[0], top: cloth.gold, wrap: cloth.teal },
      { x: 270, tone: skin[2], top: cloth.red, wrap: cloth.plum },
      { x: 530, tone: skin[1], top: cloth.plum, wrap: cloth.gold },
      { x: 640, tone: skin[3], top: cloth.teal, wrap: cloth.red },
    ];
    return [
      sky('#f9d9a8', '#fdf0d8'),
      sun(660, 110, 50),
      hills(300, '#9cc27f', 30, 1),
      ground(330, '#c98b5b'),
      tree({ x: 400, y: 340, s: 1.5, shape: 'acacia', leaf: '#4d8b4a' }),
      `<rect x="80" y="372" width="640" height="16" rx="8" fill="#8a5a2b"/>`,
      ...members.map((m) =>
        person({
          x: m.x,
          y: 440,
          tone: m.tone,
          top: m.top,
          bottom: m.top,
          dress: true,
          seated: true,
          hairStyle: 'wrap',
          wrap: m.wrap,
          arms: 'forward',
        }),
      ),
      person({
        x: 400,
        y: 440,
        tone: skin[2],
        top: cloth.blue,
        bottom: cloth.navy,
        seated: true,
        arms: 'forward',
      }),
      `<rect x="330" y="410" width="140" height="62" rx="6" fill="#3f6e7f"/><rect x="330" y="410" width="140" height="16" fill="#2f5563"/><rect x="390" y="430" width="20" height="14" rx="3" fill="${cloth.gold}"/>`,
      `<circle cx="300" cy="460" r="9" fill="#e0b64a"/><circle cx="318" cy="466" r="9" fill="#e0b64a"/><circle cx="500" cy="462" r="9" fill="#e0b64a"/>`,
      book(560, 470, cloth.green, 0.8),
    ].join('');
  },

  'stories/clinic': () =>
    [
      `<rect width="800" height="500" fill="#e7f1f2"/>`,
      `<rect y="390" width="800" height="110" fill="#b9d3d6"/>`,
      `<rect x="70" y="70" width="200" height="150" rx="10" fill="#fff"/><path d="M170 100v90M125 145h90" stroke="${cloth.red}" stroke-width="24"/>`,
      `<rect x="560" y="60" width="170" height="230" rx="8" fill="#fff"/><path d="M580 100h130M580 140h100M580 180h120M580 220h80" stroke="#9bb8bd" stroke-width="8" stroke-linecap="round"/>`,
      `<rect x="330" y="330" width="170" height="70" rx="8" fill="#fff" stroke="#9bb8bd" stroke-width="4"/><path d="M350 330V300h130v30" fill="none" stroke="#5d6b73" stroke-width="6"/><circle cx="415" cy="300" r="22" fill="#fff" stroke="#5d6b73" stroke-width="5"/><path d="M415 300l10-10" stroke="${cloth.red}" stroke-width="4"/>`,
      `<ellipse cx="415" cy="322" rx="34" ry="14" fill="${cloth.gold}"/><circle cx="440" cy="312" r="12" fill="${skin[2]}"/>`,
      person({
        x: 260,
        y: 470,
        tone: skin[0],
        top: cloth.white,
        bottom: cloth.navy,
        dress: true,
        hairStyle: 'puff',
        arms: 'forward',
      }),
      `<rect x="248" y="320" width="24" height="30" rx="4" fill="${cloth.teal}"/>`,
      person({
        x: 600,
        y: 470,
        tone: skin[2],
        top: cloth.pink,
        bottom: cloth.pink,
        dress: true,
        hairStyle: 'wrap',
        wrap: cloth.gold,
        arms: 'forward',
      }),
      person({
        x: 680,
        y: 470,
        s: 0.6,
        tone: skin[3],
        top: cloth.sky,
        bottom: cloth.navy,
        arms: 'wave',
      }),
    ].join(''),

  'stories/footbridge': () =>
    [
      sky('#bfe0ee', '#eef7f4'),
      cloud(160, 90),
      cloud(600, 70, 0.8),
      hills(250, '#7fb77e', 40, 0.5),
      hills(300, '#5e9e63', 30, 2),
      `<path d="M0 380Q200 350 400 390T800 370V500H0Z" fill="#5aa7c7"/><path d="M60 420q40-8 80 0M300 440q40-8 80 0M560 410q40-8 80 0" stroke="#d7eef6" stroke-width="5" fill="none" stroke-linecap="round"/>`,
      `<path d="M0 330H120L160 380H0Z" fill="#a8744a"/><path d="M800 330H680L640 380H800Z" fill="#a8744a"/>`,
      `<path d="M110 330Q400 400 690 330" stroke="#7a4e2a" stroke-width="16" fill="none"/>`,
      ...Array.from({ length: 15 }, (_, i) => {
        const t = (i + 0.5) / 15;
        const bx = 110 + 580 * t;
        const by = 330 + 70 * 4 * t * (1 - t) * 0.5 * 2;
        return `<rect x="${r(bx - 16)}" y="${r(by - 10)}" width="32" height="10" fill="#c49060"/>`;
      }),
      `<path d="M110 270Q400 340 690 270" stroke="#5d3a1f" stroke-width="5" fill="none"/><path d="M110 270V330M690 270V330" stroke="#5d3a1f" stroke-width="10"/>`,
      person({
        x: 300,
        y: 362,
        s: 0.8,
        tone: skin[1],
        top: cloth.gold,
        bottom: cloth.navy,
        arms: 'wave',
      }),
      person({
        x: 470,
        y: 368,
        s: 0.8,
        tone: skin[0],
        top: cloth.teal,
        bottom: cloth.teal,
        dress: true,
        hairStyle: 'wrap',
        wrap: cloth.pink,
      }),
      person({ x: 420, y: 370, s: 0.5, tone: skin[2], top: cloth.red, bottom: cloth.navy }),
      person({
        x: 60,
        y: 340,
        s: 0.7,
        tone: skin[3],
        top: cloth.blue,
        bottom: cloth.khaki,
        arms: 'up',
      }),
      banana(740, 335, 0.8),
    ].join(''),

  'stories/choir': () => {
    const back = [cloth.plum, cloth.plum, cloth.plum, cloth.plum, cloth.plum];
    return [
      `<rect width="800" height="500" fill="#f6ead7"/>`,
      `<path d="M320 30H480V250H320Z" fill="#fff4df"/><path d="M320 30L400 -20L480 30" fill="#fff4df"/><path d="M400 60V170M365 100H435" stroke="${cloth.gold}" stroke-width="14" stroke-linecap="round"/>`,
      `<path d="M110 60h90v150h-90zM600 60h90v150h-90z" fill="#bfe3ef"/><path d="M155 60v150M110 135h90M645 60v150M600 135h90" stroke="#d6b98d" stroke-width="6"/>`,
      `<rect y="380" width="800" height="120" fill="#b98452"/>`,
      ...back.map((top, i) =>
        person({
          x: 160 + i * 120,
          y: 380,
          s: 0.9,
          tone: skin[i % 4],
          top,
          bottom: cloth.navy,
          dress: i % 2 === 0,
          hairStyle: i % 2 === 0 ? 'wrap' : 'short',
          wrap: cloth.gold,
          arms: i % 2 === 0 ? 'up' : 'down',
        }),
      ),
      ...[0, 1, 2, 3].map((i) =>
        person({
          x: 220 + i * 120,
          y: 480,
          s: 0.95,
          tone: skin[(i + 2) % 5],
          top: cloth.gold,
          bottom: cloth.gold,
          dress: true,
          hairStyle: i % 2 === 1 ? 'puff' : 'wrap',
          wrap: cloth.plum,
          arms: i === 1 ? 'up' : 'forward',
        }),
      ),
      `<path d="M90 200q10-30 24-10M706 180q10-30 24-10" stroke="${cloth.blue}" stroke-width="5" fill="none" stroke-linecap="round"/><circle cx="92" cy="204" r="7" fill="${cloth.blue}"/><circle cx="708" cy="184" r="7" fill="${cloth.blue}"/>`,
    ].join('');
  },

  'stories/garden': () => {
    const beds = [0, 1, 2].map(
      (i) =>
        `<path d="M${60 + i * 240} 470L${100 + i * 240} 360H${250 + i * 240}L${280 + i * 240} 470Z" fill="#7a4a2a"/>${Array.from(
          { length: 4 },
          (_, j) =>
            `<path d="M${120 + i * 240 + j * 36} ${440 - (j % 2) * 50}q-14-30 0-44q14 14 0 44zM${120 + i * 240 + j * 36} ${440 - (j % 2) * 50}q-22-18-28-4q18 10 28 4z" fill="${['#4caf50', '#6fbf4a', '#3e8e41'][j % 3]}"/>`,
        ).join('')}`,
    );
    return [
      sky('#cde9f2', '#f4f9ee'),
      sun(120, 90, 46),
      hills(260, '#8fbf72', 30, 1.5),
      ground(300, '#9b6a43'),
      banana(700, 320),
      banana(600, 310, 0.8),
      ...beds,
      person({
        x: 540,
        y: 350,
        tone: skin[1],
        top: cloth.red,
        bottom: cloth.red,
        dress: true,
        hairStyle: 'wrap',
        wrap: cloth.teal,
        arms: 'forward',
        holding:
          '<path d="M-10 -104L-30 -20" stroke="#6d4a2f" stroke-width="6"/><path d="M-36 -26h16l-4 20h-8z" fill="#8a8f93"/>',
      }),
      person({
        x: 380,
        y: 340,
        s: 0.6,
        tone: skin[2],
        top: cloth.gold,
        bottom: cloth.navy,
        arms: 'up',
      }),
      `<path d="M660 430q20-40 60-40q40 0 40 40z" fill="#d9b26f"/><path d="M670 430h80" stroke="#b58b49" stroke-width="6"/><circle cx="690" cy="400" r="9" fill="${cloth.red}"/><circle cx="712" cy="396" r="9" fill="#f28c28"/><circle cx="730" cy="404" r="9" fill="#6fbf4a"/>`,
    ].join('');
  },

  'stories/sweden-church': () =>
    [
      sky('#a9cbe4', '#e9f1f7'),
      cloud(620, 80),
      hills(300, '#e9eef2', 20, 0),
      ground(360, '#f4f7f9'),
      tree({ x: 90, y: 380, s: 0.9, shape: 'pine', leaf: '#2f6b4a' }),
      tree({ x: 720, y: 380, s: 1.1, shape: 'pine', leaf: '#2f6b4a' }),
      `<path d="M250 380V220L370 150L490 220V380Z" fill="#f7f4ee"/><path d="M236 226L370 140L504 226" fill="none" stroke="#8a3324" stroke-width="20" stroke-linejoin="round"/>`,
      `<path d="M490 380V120H560V380Z" fill="#f7f4ee"/><path d="M482 126L525 40L568 126Z" fill="#8a3324"/><path d="M525 40V10M512 22H538" stroke="#5a5a5a" stroke-width="5"/>`,
      `<rect x="345" y="300" width="50" height="80" rx="25" fill="#8a3324"/><rect x="505" y="160" width="40" height="56" rx="20" fill="#5b7fa0"/><rect x="280" y="250" width="40" height="50" rx="20" fill="#5b7fa0"/><rect x="420" y="250" width="40" height="50" rx="20" fill="#5b7fa0"/>`,
      `<path d="M600 380h150v-70l-75-40-75 40z" fill="#b3382c"/><rect x="650" y="330" width="34" height="50" fill="#f7f4ee"/>`,
      person({
        x: 170,
        y: 470,
        tone: skin[6],
        top: cloth.navy,
        bottom: cloth.grey,
        hairStyle: 'long',
        hairColor: '#c9a063',
        arms: 'wave',
      }),
      person({
        x: 240,
        y: 475,
        s: 0.62,
        tone: skin[5],
        top: cloth.red,
        bottom: cloth.navy,
        hairColor: '#e0c27a',
      }),
      person({
        x: 560,
        y: 475,
        tone: skin[1],
        top: cloth.gold,
        bottom: cloth.navy,
        dress: true,
        hairStyle: 'wrap',
        wrap: cloth.teal,
        arms: 'wave',
        flip: true,
      }),
      person({
        x: 640,
        y: 475,
        tone: skin[6],
        top: cloth.teal,
        bottom: cloth.navy,
        hairColor: '#7a5230',
      }),
    ].join(''),

  'stories/school-supplies': () =>
    [
      `<rect width="800" height="500" fill="#fbefd9"/>`,
      `<rect x="80" y="300" width="640" height="200" fill="#c58f5c"/>`,
      `<path d="M210 150q0-50 60-50h60q60 0 60 50v170H210z" fill="${cloth.blue}"/><path d="M240 200h120v90H240z" fill="#1a5a72"/><path d="M260 100q0-40 40-40t40 40" stroke="#14384a" stroke-width="10" fill="none"/><rect x="285" y="230" width="30" height="14" rx="4" fill="${cloth.gold}"/>`,
      book(520, 380, cloth.red, 2.2),
      book(560, 300, cloth.teal, 1.6),
      `<path d="M420 400l200-50" stroke="${cloth.gold}" stroke-width="14" stroke-linecap="round"/><path d="M620 350l18-5-14 12z" fill="#3b2a1a"/><path d="M430 430l150 10" stroke="${cloth.green}" stroke-width="12" stroke-linecap="round"/>`,
      `<rect x="130" y="360" width="60" height="60" rx="6" fill="${cloth.pink}"/><circle cx="160" cy="390" r="14" fill="#fff"/>`,
    ].join(''),

  'stories/ledger': () =>
    [
      `<rect width="800" height="500" fill="#e9f0e4"/>`,
      `<rect x="60" y="320" width="680" height="180" rx="10" fill="#a9744a"/>`,
      `<path d="M180 180L400 200L620 180V420L400 440L180 420Z" fill="${cloth.green}"/><path d="M196 192L400 210L604 192V408L400 426L196 408Z" fill="#fffdf6"/><path d="M400 210V426" stroke="#cfc6b5" stroke-width="3"/>`,
      ...Array.from(
        { length: 6 },
        (_, i) =>
          `<path d="M220 ${r(240 + i * 28)}h150M430 ${r(240 + i * 28)}h${i % 2 ? 110 : 140}" stroke="#9bb0a0" stroke-width="5" stroke-linecap="round"/><circle cx="${560}" cy="${r(240 + i * 28)}" r="6" fill="${i < 4 ? cloth.teal : '#d3d3d3'}"/>`,
      ),
      ...[
        [120, 420],
        [140, 400],
        [680, 410],
        [700, 430],
        [660, 440],
      ].map(
        ([x, y]) =>
          `<ellipse cx="${x}" cy="${y}" rx="24" ry="12" fill="#d9a93a"/><ellipse cx="${x}" cy="${y - 4}" rx="24" ry="12" fill="#f0c64f"/>`,
      ),
      `<path d="M590 150l80 150" stroke="#3b2a1a" stroke-width="10" stroke-linecap="round"/>`,
    ].join(''),

  'stories/seedlings': () =>
    [
      `<rect width="800" height="500" fill="#dbeed9"/>`,
      `<rect y="300" width="800" height="200" fill="#7a4a2a"/>`,
      ...Array.from({ length: 5 }, (_, i) => {
        const x = 120 + i * 140;
        return `<path d="M${x} 300v-60" stroke="#3e8e41" stroke-width="6"/><path d="M${x} 260q-40-20-50 10q30 10 50-10zM${x} 250q40-26 54 4q-30 14-54-4z" fill="#5fb04f"/>`;
      }),
      `<g transform="rotate(-18 560 170)"><path d="M500 120h120v100q0 20-20 20h-80q-20 0-20-20z" fill="${cloth.teal}"/><path d="M500 140l-90-40" stroke="${cloth.teal}" stroke-width="16" stroke-linecap="round"/><path d="M620 140q50 0 40 60" stroke="${cloth.teal}" stroke-width="12" fill="none"/><ellipse cx="400" cy="96" rx="14" ry="20" fill="#1a5a72"/></g>`,
      `<path d="M372 150l-18 60M384 156l-6 60M396 160l6 56M362 146l-30 56" stroke="#7cc3e0" stroke-width="4" stroke-linecap="round" stroke-dasharray="8 10"/>`,
    ].join(''),

  'events/retreat': () =>
    [
      sky('#f6b98a', '#fde7c8'),
      sun(560, 250, 60, '#ffd37a'),
      `<path d="M0 250Q200 220 400 250T800 240V330H0Z" fill="#6f8f9e"/>`,
      `<rect y="270" width="800" height="90" fill="#8fb9c9"/><path d="M480 300h160M520 320h80M500 285h120" stroke="#ffe3a6" stroke-width="5" stroke-linecap="round"/>`,
      tree({ x: 80, y: 300, s: 1.2, shape: 'pine', leaf: '#2f5b44' }),
      tree({ x: 150, y: 300, s: 0.9, shape: 'pine', leaf: '#386b50' }),
      tree({ x: 740, y: 300, s: 1.1, shape: 'pine', leaf: '#2f5b44' }),
      `<rect y="350" width="800" height="150" fill="#6b9a5b"/>`,
      `<path d="M200 350v-70l60-40 60 40v70z" fill="#b3382c"/><rect x="245" y="300" width="30" height="50" fill="#f7f4ee"/><path d="M190 284l70-52 70 52" stroke="#f7f4ee" stroke-width="8" fill="none"/>`,
      ...[
        [380, skin[6], cloth.teal, 'long', '#c9a063'],
        [460, skin[2], cloth.plum, 'short', hairDark],
        [540, skin[0], cloth.gold, 'wrap', hairDark],
        [620, skin[5], cloth.blue, 'short', '#7a5230'],
      ].map(([x, tone, top, hairStyle, hairColor]) =>
        person({
          x,
          y: 470,
          tone,
          top,
          bottom: cloth.navy,
          seated: true,
          hairStyle,
          hairColor,
          wrap: cloth.red,
          arms: 'forward',
          dress: hairStyle !== 'short',
        }),
      ),
      `<path d="M380 440h240" stroke="#7a4e2a" stroke-width="12" stroke-linecap="round"/>`,
      ...[420, 500, 580].map(
        (x) =>
          `<rect x="${x - 6}" y="440" width="12" height="22" fill="#fff7e0"/><path d="M${x} 440q-7-12 0-22q7 10 0 22z" fill="#ffb938"/>`,
      ),
    ].join(''),

  'events/festival': () => {
    const crowd = Array.from({ length: 9 }, (_, i) =>
      person({
        x: 40 + i * 90,
        y: 560,
        s: 0.95,
        tone: skin[i % 7],
        top: [cloth.red, cloth.teal, cloth.gold, cloth.plum, cloth.blue][i % 5],
        bottom: cloth.navy,
        hairStyle: ['short', 'wrap', 'long', 'puff'][i % 4],
        hairColor: i % 7 > 4 ? '#b98a4a' : hairDark,
        wrap: cloth.pink,
        arms: i % 2 ? 'up' : 'wave',
        flip: i % 3 === 0,
      }),
    );
    return [
      sky('#8fc8e6', '#e3f3f9'),
      cloud(120, 70),
      cloud(700, 100, 0.7),
      ground(330, '#7fb36b'),
      `<path d="M160 320V120H640V320Z" fill="#14384a"/><path d="M140 120L400 50L660 120Z" fill="${cloth.red}"/><rect x="140" y="300" width="520" height="40" fill="#6d4a2f"/>`,
      bunting(160, 640, 128, [cloth.gold, cloth.teal, cloth.white, cloth.pink]),
      ...[0, 1, 2, 3, 4].map((i) =>
        person({
          x: 230 + i * 85,
          y: 300,
          s: 0.72,
          tone: skin[(i + 1) % 5],
          top: cloth.gold,
          bottom: cloth.gold,
          dress: true,
          hairStyle: i % 2 ? 'short' : 'wrap',
          wrap: cloth.plum,
          arms: 'up',
        }),
      ),
      `<path d="M200 160v140M600 160v140" stroke="#5d6b73" stroke-width="6"/><rect x="186" y="150" width="28" height="40" rx="4" fill="#333"/><rect x="586" y="150" width="28" height="40" rx="4" fill="#333"/>`,
      ...crowd,
    ].join('');
  },

  'events/food-walk': () => {
    const stall = (x, roof, goods) =>
      `<rect x="${x}" y="250" width="150" height="110" fill="#f7f4ee"/><path d="M${x - 10} 250h170l-14-50H${x + 4}z" fill="${roof}"/><path d="M${x - 10} 250q21 18 42 0q21 18 42 0q21 18 43 0q21 18 43 0" fill="${roof}"/><rect x="${x - 6}" y="300" width="162" height="16" fill="#8a5a2b"/>${goods
        .map(
          (color, i) =>
            `<circle cx="${x + 22 + i * 26}" cy="292" r="11" fill="${color}"/><circle cx="${x + 34 + i * 26}" cy="284" r="9" fill="${color}"/>`,
        )
        .join('')}`;
    return [
      sky('#ffd9a0', '#fff3dc'),
      sun(680, 90, 44),
      `<path d="M0 360H800V500H0Z" fill="#c9b79c"/><path d="M0 420Q400 380 800 430" stroke="#e6d8c2" stroke-width="40" fill="none"/>`,
      stall(40, cloth.red, [cloth.gold, '#f28c28', cloth.red, cloth.green, cloth.gold]),
      stall(320, cloth.teal, ['#6fbf4a', cloth.red, '#6fbf4a', cloth.gold, '#f28c28']),
      stall(600, cloth.plum, ['#f28c28', cloth.gold, cloth.red, '#f28c28', '#6fbf4a']),
      bunting(0, 800, 60, [cloth.red, cloth.gold, cloth.teal, cloth.white]),
      person({
        x: 260,
        y: 470,
        tone: skin[6],
        top: cloth.blue,
        bottom: cloth.navy,
        hairColor: '#c9a063',
        hairStyle: 'long',
        arms: 'forward',
        holding: `<ellipse cy="-106" rx="26" ry="8" fill="#fff"/><circle cx="-8" cy="-112" r="7" fill="${cloth.gold}"/><circle cx="8" cy="-112" r="7" fill="#6fbf4a"/>`,
      }),
      person({
        x: 330,
        y: 475,
        s: 0.6,
        tone: skin[2],
        top: cloth.red,
        bottom: cloth.navy,
        hairStyle: 'puff',
        arms: 'wave',
      }),
      person({
        x: 480,
        y: 470,
        tone: skin[0],
        top: cloth.gold,
        bottom: cloth.gold,
        dress: true,
        hairStyle: 'wrap',
        wrap: cloth.teal,
        arms: 'forward',
        flip: true,
      }),
      person({
        x: 560,
        y: 478,
        tone: skin[5],
        top: cloth.green,
        bottom: cloth.khaki,
        hairColor: '#7a5230',
        arms: 'down',
        flip: true,
      }),
    ].join('');
  },

  'events/jazz': () =>
    [
      `<rect width="800" height="500" fill="#1c2f3f"/>`,
      `<path d="M170 0L90 400H330L250 0Z" fill="#f6d36b" opacity=".22"/><path d="M560 0L470 400H710L630 0Z" fill="#f6d36b" opacity=".22"/>`,
      `<rect y="400" width="800" height="100" fill="#6d4a2f"/><rect y="392" width="800" height="14" fill="#8a5a2b"/>`,
      `<path d="M80 140h640" stroke="${cloth.gold}" stroke-width="3" stroke-dasharray="2 18" stroke-linecap="round"/>`,
      `<path d="M380 400V290H600q40 0 40 30V400" fill="#111"/><rect x="380" y="284" width="230" height="14" fill="#f7f4ee"/><path d="M392 284v10M412 284v10M432 284v10M462 284v10M482 284v10M512 284v10M532 284v10M552 284v10M582 284v10" stroke="#111" stroke-width="6"/>`,
      person({
        x: 470,
        y: 400,
        tone: skin[1],
        top: cloth.plum,
        bottom: cloth.navy,
        seated: true,
        arms: 'forward',
        hairStyle: 'puff',
      }),
      person({
        x: 210,
        y: 400,
        tone: skin[0],
        top: cloth.red,
        bottom: cloth.navy,
        arms: 'forward',
        holding: `<path d="M6 -150q30 60 0 110q-14 20 -30 0" stroke="${cloth.gold}" stroke-width="12" fill="none" stroke-linecap="round"/><path d="M-30 -44q-10 -4 -14 10q14 10 22 -2" fill="${cloth.gold}"/>`,
      }),
      person({
        x: 680,
        y: 400,
        tone: skin[5],
        top: cloth.teal,
        bottom: cloth.navy,
        hairStyle: 'long',
        hairColor: '#7a5230',
        arms: 'forward',
        flip: true,
      }),
      `<path d="M700 420q-40-10-40-80q0-60 30-100q30 40 30 100q0 70-20 80z" fill="#8a4b22"/><path d="M690 240V130" stroke="#3b2a1a" stroke-width="6"/><path d="M682 320h16M682 340h16" stroke="#3b2a1a" stroke-width="3"/>`,
      `<path d="M90 200q8-22 22-8v32M160 150q8-22 22-8v32M620 170q8-22 22-8v32" stroke="${cloth.gold}" stroke-width="5" fill="none" stroke-linecap="round"/><circle cx="104" cy="226" r="8" fill="${cloth.gold}"/><circle cx="174" cy="176" r="8" fill="${cloth.gold}"/><circle cx="634" cy="196" r="8" fill="${cloth.gold}"/>`,
    ].join(''),
};

function write() {
  let total = 0;
  for (const [name, draw] of Object.entries(scenes)) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">${draw()}</svg>\n`;
    const file = path.join('public/images', `${name}.svg`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, svg);
    total += svg.length;
  }
  console.log(
    `wrote ${Object.keys(scenes).length} illustrations, ${(total / 1024).toFixed(0)} KiB in all`,
  );
}

write();
