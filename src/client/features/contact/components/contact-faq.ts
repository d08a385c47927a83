import { msg } from '@lingui/core/macro';
import type { FaqItem } from './faq-accordion.tsx';

export const contactFaq: FaqItem[] = [
  {
    question: msg`How can I get involved?`,
    answer: msg`You can pray with us, volunteer, come to one of our events or give. Apply on the Become a Volunteer page, or write to us and tell us what you would like to do.`,
  },
  {
    question: msg`How are donations used?`,
    answer: msg`Gifts fund the programs our partner churches run: education support, entrepreneurship and savings, agriculture, community development, Bible teaching and health. We report openly on how every gift is used.`,
  },
  {
    question: msg`Can my church or organisation partner with you?`,
    answer: msg`Yes. We gladly talk with churches and organisations in Sweden and in the countries where we work. Send us a message and tell us about your church or group.`,
  },
  {
    question: msg`How soon will I hear back?`,
    answer: msg`We reply to every message within 24-48 hours on weekdays. For something urgent, call us Monday-Friday 9:00-17:00.`,
  },
];
