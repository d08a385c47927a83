export { GallerySection } from './components/gallery-section.tsx';
