import fs from 'node:fs';
import sharp from 'sharp';

type Part = string | { data: Buffer; filename: string; type?: string };

/** A multipart/form-data request body for `app.inject`, encoded the way a browser's FormData is. */
export async function multipart(parts: Record<string, Part>) {
  const form = new FormData();
  for (const [name, part] of Object.entries(parts)) {
    if (typeof part === 'string') form.append(name, part);
    else
      form.append(
        name,
        new Blob([new Uint8Array(part.data)], { type: part.type ?? '' }),
        part.filename,
      );
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}

/** A plain test picture in the given format. */
export function testImage(
  format: 'jpeg' | 'png' | 'webp' | 'gif',
  width = 800,
  height = 600,
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3f8ec6' } })
    .toFormat(format)
    .toBuffer();
}

/** The files in a folder (the uploads), sorted, without hidden ones. */
export function filesIn(directory: string): string[] {
  return fs
    .readdirSync(directory)
    .filter((name) => !name.startsWith('.'))
    .sort();
}
