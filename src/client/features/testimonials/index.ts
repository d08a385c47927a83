export { TestimonialsCarousel } from './components/testimonials-carousel.tsx';
