// Draws a page's own link preview (1200x630 PNG): its illustration, with the title and a label
// on a dark band, so a story or event shared in a chat app shows what it is about.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const WIDTH = 1200;
const HEIGHT = 630;
const TITLE_SIZE = 60;
/** About how many characters of the title fit on one line at TITLE_SIZE. */
const LINE_CHARS = 30;

const escapeXml = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function wrapWords(text, width) {
  const lines = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** `meta` is a page's PageMeta with `image` and `ogCard`; the art is an SVG under public/. */
export async function writeOgCard(meta, brandName, outDir = 'dist/client') {
  const art = await sharp(path.join('public', meta.ogCard.art))
    .resize(WIDTH, HEIGHT, { fit: 'cover', position: 'centre' })
    .png()
    .toBuffer();
  const lines = wrapWords(meta.title, LINE_CHARS).slice(0, 3);
  const bandTop = HEIGHT - 120 - lines.length * (TITLE_SIZE + 8);
  const titleLines = lines
    .map(
      (line, i) =>
        `<text x="60" y="${bandTop + 96 + i * (TITLE_SIZE + 8)}" font-size="${TITLE_SIZE}" font-weight="700" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('');
  const overlay = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" font-family="DejaVu Sans, Liberation Sans, sans-serif">
  <rect y="${bandTop}" width="${WIDTH}" height="${HEIGHT - bandTop}" fill="#14384a" opacity=".88"/>
  <text x="60" y="${bandTop + 44}" font-size="28" font-weight="700" fill="#f2b134">${escapeXml(meta.ogCard.label)}</text>
  ${titleLines}
  <text x="60" y="${HEIGHT - 36}" font-size="26" fill="#d5e6ea">${escapeXml(brandName)}</text>
</svg>`;
  const file = path.join(outDir, meta.image);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await sharp(art)
    .composite([{ input: Buffer.from(overlay) }])
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toFile(file);
}
