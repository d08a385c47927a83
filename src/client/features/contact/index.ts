export { contactFaq } from './components/contact-faq.ts';
export { ContactFaq } from './components/contact-faq-island.tsx';
export { ContactSection } from './components/contact-section.tsx';
export { FaqAccordion } from './components/faq-accordion.tsx';
