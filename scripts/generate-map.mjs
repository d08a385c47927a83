// Writes the Where We Work map, projected and simplified here once, so the browser only draws
// ready-made shapes: the highlighted countries as SVG path strings in map-data.ts (the component
// draws them, focusable, with their tooltips), and every other country as one picture,
// map-background.svg, which the page loads as an image (cached, and left out of the HTML and
// the code). Run it again after changing the view or the countries: `node scripts/generate-map.mjs`.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { geoAzimuthalEqualArea, geoCentroid, geoPath } from 'd3-geo';
import { feature } from 'topojson-client';

const require = createRequire(import.meta.url);
const topology = require('world-atlas/countries-50m.json');
const OUT_DIR = 'src/client/features/where-we-work';
const OUT_FILE = `${OUT_DIR}/map-data.ts`;
const BACKGROUND_FILE = `${OUT_DIR}/map-background.svg`;
/** How the other countries are drawn: light land with white borders. */
const LAND = 'fill="#cdd9dd" stroke="#fff" stroke-width="0.75" stroke-linejoin="round"';

const WIDTH = 600;
// Europe and Africa down to southern DR Congo: Sweden at the top, the Great Lakes below.
const VIEW = { west: -15, east: 48, south: -20, north: 71 };

/**
 * Natural Earth ids (ISO 3166-1 numeric) of the highlighted countries; the map component names
 * them in the page's language.
 */
const HIGHLIGHTED = [
  { id: '752', key: 'sweden', name: 'Sweden' },
  { id: '108', key: 'burundi', name: 'Burundi' },
  { id: '646', key: 'rwanda', name: 'Rwanda' },
  { id: '180', key: 'dr-congo', name: 'Democratic Republic of the Congo' },
];

/** Samples the edge of the view box in longitude and latitude, for fitting the projection. */
function viewOutline() {
  const points = [];
  for (let i = 0; i <= 20; i += 1) {
    const lon = VIEW.west + ((VIEW.east - VIEW.west) * i) / 20;
    const lat = VIEW.south + ((VIEW.north - VIEW.south) * i) / 20;
    points.push([lon, VIEW.south], [lon, VIEW.north], [VIEW.west, lat], [VIEW.east, lat]);
  }
  return { type: 'MultiPoint', coordinates: points };
}

/** Area of a ring of [x, y] points (shoelace formula), in square pixels. */
function ringArea(ring) {
  let twice = 0;
  ring.forEach(([x, y], i) => {
    const [nextX, nextY] = ring[(i + 1) % ring.length];
    twice += x * nextY - nextX * y;
  });
  return Math.abs(twice) / 2;
}

/** Distance from point p to the segment a-b. */
function segmentDistance([px, py], [ax, ay], [bx, by]) {
  const dx = bx - ax;
  const dy = by - ay;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared
    ? Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / lengthSquared))
    : 0;
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** Douglas-Peucker: the points of `line` needed to stay within `tolerance` pixels of it. */
function douglasPeucker(line, tolerance) {
  if (line.length < 3) return line;
  let farthest = 0;
  let index = 0;
  for (let i = 1; i < line.length - 1; i += 1) {
    const distance = segmentDistance(line[i], line[0], line.at(-1));
    if (distance > farthest) {
      farthest = distance;
      index = i;
    }
  }
  if (farthest <= tolerance) return [line[0], line.at(-1)];
  return [
    ...douglasPeucker(line.slice(0, index + 1), tolerance).slice(0, -1),
    ...douglasPeucker(line.slice(index), tolerance),
  ];
}

/**
 * A projection stream stage that simplifies each ring (Douglas-Peucker within `tolerance`
 * pixels) and drops rings smaller than `minArea` square pixels (tiny islands), so the shapes
 * stay recognisable at the map's size with a fraction of the coordinates.
 */
function simplify(tolerance, minArea) {
  return (sink) => {
    let ring = null;
    return {
      point(x, y) {
        if (!ring) {
          sink.point(x, y);
          return;
        }
        ring.push([x, y]);
      },
      lineStart() {
        ring = [];
      },
      lineEnd() {
        const kept = douglasPeucker(ring, tolerance);
        if (kept.length >= 4 && ringArea(kept) >= minArea) {
          sink.lineStart();
          for (const [x, y] of kept) sink.point(x, y);
          sink.lineEnd();
        }
        ring = null;
      },
      polygonStart: () => sink.polygonStart(),
      polygonEnd: () => sink.polygonEnd(),
      sphere: () => sink.sphere?.(),
    };
  };
}

// fitWidth puts the top of the view at y = 0, so its bottom edge gives the map's height.
const projection = geoAzimuthalEqualArea()
  .rotate([-(VIEW.west + VIEW.east) / 2, -(VIEW.south + VIEW.north) / 2])
  .fitWidth(WIDTH, viewOutline());
const HEIGHT = Math.ceil(geoPath(projection).bounds(viewOutline())[1][1]);
projection.clipExtent([
  [0, 0],
  [WIDTH, HEIGHT],
]);

const pathFor = (tolerance, minArea, digits) =>
  geoPath({ stream: (sink) => projection.stream(simplify(tolerance, minArea)(sink)) }).digits(
    digits,
  );

/**
 * The same path with relative coordinates (`m`, then implicit `l`): short steps between close
 * points write fewer digits than absolute positions, in the page and in the code alike. Worked
 * out in whole units of the last digit, so that no rounding moves a point.
 */
function relativePath(d, digits) {
  if (/[^MLZ\d,.-]/.test(d)) throw new Error('the path has commands other than M, L and Z');
  const scale = 10 ** digits;
  let out = '';
  let current = [0, 0];
  let start = [0, 0];
  const write = (numbers) => {
    for (const n of numbers) {
      const text = String(n / scale);
      out += out === '' || /[a-z]$/.test(out) || text.startsWith('-') ? text : ` ${text}`;
    }
  };
  for (const [, command, args] of d.matchAll(/([MLZ])([^MLZ]*)/g)) {
    if (command === 'Z') {
      out += 'z';
      current = start;
      continue;
    }
    const point = args.split(',').map((value) => Math.round(Number(value) * scale));
    if (point.length !== 2 || point.some(Number.isNaN)) throw new Error(`unexpected path: ${args}`);
    if (command === 'M') {
      out += 'm';
      start = point;
    }
    write([point[0] - current[0], point[1] - current[1]]);
    current = point;
  }
  return out;
}
const BACKGROUND_DIGITS = 0;
const HIGHLIGHT_DIGITS = 1;
const backgroundPath = pathFor(1.2, 16, BACKGROUND_DIGITS);
const highlightPath = pathFor(0.3, 0, HIGHLIGHT_DIGITS);

const countries = feature(topology, topology.objects.countries).features;
const highlightedIds = new Set(HIGHLIGHTED.map((country) => country.id));

const background = relativePath(
  countries
    .filter((country) => !highlightedIds.has(country.id))
    .map((country) => backgroundPath(country))
    .filter(Boolean)
    .join(''),
  BACKGROUND_DIGITS,
);

const highlighted = HIGHLIGHTED.map(({ id, key, name }) => {
  const shape = countries.find((country) => country.id === id);
  if (!shape) throw new Error(`Country ${id} (${name}) is missing from world-atlas`);
  const [x, y] = projection(geoCentroid(shape));
  const d = relativePath(highlightPath(shape), HIGHLIGHT_DIGITS);
  return { key, d, x: Math.round(x), y: Math.round(y) };
});

const source = `// Generated by scripts/generate-map.mjs from Natural Earth (world-atlas, countries-50m).
// Do not edit by hand: change the script and run \`node scripts/generate-map.mjs\`.

export type CountryKey = ${HIGHLIGHTED.map(({ key }) => `'${key}'`).join(' | ')};

export interface MapCountry {
  key: CountryKey;
  /** SVG path data in the map's viewBox coordinates. */
  d: string;
  /** Where the country's name tooltip points, in viewBox coordinates. */
  x: number;
  y: number;
}

export const mapWidth = ${WIDTH};
export const mapHeight = ${HEIGHT};

export const highlightedCountries: MapCountry[] = ${JSON.stringify(highlighted, null, 2)};
`;

const backgroundSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}"><title>Europe and Africa</title><path d="${background}" ${LAND}/></svg>
`;

for (const [file, text] of [
  [OUT_FILE, source],
  [BACKGROUND_FILE, backgroundSvg],
]) {
  fs.writeFileSync(file, text);
  console.log(`wrote ${file} (${(text.length / 1024).toFixed(1)} KB, ${WIDTH}x${HEIGHT})`);
}
