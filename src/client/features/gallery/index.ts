export { galleryQuery } from './api/gallery-api.ts';
export { GallerySection } from './components/gallery-section.tsx';
