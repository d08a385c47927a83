export { testimonialsQuery } from './api/testimonials-api.ts';
export { TestimonialsCarousel } from './components/testimonials-carousel.tsx';
