import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { GraduationCap, HeartHandshake, Megaphone } from 'lucide-react';
import { InfoCards } from '#client/components/info-cards.tsx';

const benefits = [
  {
    title: msg`Community Support`,
    icon: HeartHandshake,
    text: msg`Stand with families and partner churches: visits, practical help, events and prayer.`,
  },
  {
    title: msg`Education & Mentoring`,
    icon: GraduationCap,
    text: msg`Help children and young people learn: homework support, mentoring and teacher training.`,
  },
  {
    title: msg`Logistics & Media`,
    icon: Megaphone,
    text: msg`Keep the work moving and tell its story: planning, transport, photos, writing and social media.`,
  },
];

/** The three ways to serve. */
export function VolunteerBenefits() {
  const { i18n } = useLingui();
  return (
    <InfoCards
      cards={benefits.map(({ title, icon, text }) => ({
        title: i18n._(title),
        icon,
        text: i18n._(text),
      }))}
    />
  );
}
