/** The shared image pipeline: uploads, processing, storage and the optional-image items. */
export { addMissingWidths } from './add-missing-widths.ts';
export { isTicked, readImageForm, registerImageUploads } from './multipart-form.ts';
export { createOptionalImageItems } from './optional-image-items.ts';
export { createOptionalImageRepo } from './optional-image-repo.ts';
export { optionalImageRoutes } from './optional-image-routes.ts';
export { processImage } from './process-image.ts';
export { type ImageColumns, imageColumns, newItemColumns } from './repo.ts';
export { createImageService, type ImageDeps, type ImageService } from './service.ts';
