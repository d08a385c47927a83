import { contactFaq } from './contact-faq.ts';
import { FaqAccordion } from './faq-accordion.tsx';

/** The contact page's questions, an island (the accordion opens and closes them). */
export function ContactFaq() {
  return <FaqAccordion items={contactFaq} />;
}
