import { GraduationCap, HeartHandshake, Megaphone } from 'lucide-react';
import { InfoCards } from '#client/components/info-cards.tsx';

const benefits = [
  {
    title: 'Community Support',
    icon: HeartHandshake,
    text: 'Stand with families and partner churches: visits, practical help, events and prayer.',
  },
  {
    title: 'Education & Mentoring',
    icon: GraduationCap,
    text: 'Help children and young people learn: homework support, mentoring and teacher training.',
  },
  {
    title: 'Logistics & Media',
    icon: Megaphone,
    text: 'Keep the work moving and tell its story: planning, transport, photos, writing and social media.',
  },
];

/** The three ways to serve. */
export function VolunteerBenefits() {
  return <InfoCards cards={benefits} />;
}
