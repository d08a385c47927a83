import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_IMAGE_BYTES } from '#shared/schemas/content.ts';
import { badRequest, HttpError } from '../lib/http-error.ts';

const MAX_FIELD_BYTES = 64 * 1024;

/** Adds multipart parsing, with the upload limits, to the routes of one module. */
export async function registerImageUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: {
      fileSize: MAX_IMAGE_BYTES,
      files: 1,
      fields: 20,
      parts: 21,
      fieldSize: MAX_FIELD_BYTES,
      headerPairs: 100,
    },
  });
}

export interface ImageForm {
  /** The text fields; the first value wins when a field is repeated. */
  fields: Record<string, string>;
  /** The `image` file, or undefined when none was chosen (browsers send an empty part). */
  image: { data: Buffer; filename: string } | undefined;
}

/** Reads a multipart form with at most one file, in the field `image`. */
export async function readImageForm(request: FastifyRequest): Promise<ImageForm> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send this form as multipart/form-data.');
  const fields: Record<string, string> = {};
  let image: ImageForm['image'];
  let strayFile: string | undefined;
  let truncatedField: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // Read even a file that is refused below: the rest of the form comes after it.
        const data = await part.toBuffer();
        if (part.fieldname !== 'image') strayFile = part.fieldname;
        else if (data.length > 0) image = { data, filename: part.filename };
      } else {
        if (part.valueTruncated) truncatedField = part.fieldname;
        else if (!Object.hasOwn(fields, part.fieldname))
          fields[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    throw uploadError(err);
  }
  if (truncatedField) throw new HttpError(413, `The field ${truncatedField} is too long.`);
  if (strayFile) throw badRequest(`Unexpected file in the field ${strayFile}; send it as image.`);
  return { fields, image };
}

/** A checkbox-like form flag such as `remove_image` ("1" when ticked). */
export const isTicked = (value: string | undefined) =>
  value === '1' || value === 'true' || value === 'on';

function uploadError(err: unknown): HttpError {
  const code = (err as { code?: string }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(
        413,
        `The image is too large. The limit is ${MAX_IMAGE_BYTES / 1024 / 1024} MB.`,
      );
    case 'FST_FILES_LIMIT':
      return new HttpError(413, 'Send one image at a time.');
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new HttpError(413, 'The form has too many fields.');
    default:
      return badRequest('The upload could not be read. Please try again.');
  }
}
