// Writes .br and .gz beside every compressible file of the built client, once at build time,
// so the server sends them as they are (@fastify/static `preCompressed`) at no cost per request.
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.txt', '.xml', '.html']);
const MIN_BYTES = 1024;

export function precompress(dir) {
  let count = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || !COMPRESSIBLE.has(path.extname(file))) continue;
    const content = fs.readFileSync(file);
    if (content.length < MIN_BYTES) continue;
    const variants = {
      br: brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gz: gzipSync(content, { level: 9 }),
    };
    for (const [extension, compressed] of Object.entries(variants)) {
      if (compressed.length < content.length) fs.writeFileSync(`${file}.${extension}`, compressed);
    }
    count += 1;
  }
  return count;
}
