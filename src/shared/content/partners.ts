/**
 * The partner churches, in one place: Home lists them under Our Partners, and their number is
 * the Church Partners counter, so both are in the pre-rendered page. Like the brand details,
 * these are starting examples: replace them with the charity's own partners before going live.
 * The emblems are the site's own small SVG files (public/images/partners). The texts are messages
 * of the catalogs (src/locales), shown in the page's language; a name is a message only where it
 * reads differently in Swedish.
 */

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Text } from '../i18n/message.ts';

export interface Partner {
  name: Text;
  description: MessageDescriptor;
  /** The emblem's address: a file under public/. */
  image: string;
  imageAlt: MessageDescriptor;
  /** The image's intrinsic size, so it takes its place before it loads. */
  width: number;
  height: number;
}

const EMBLEM = { width: 480, height: 480 } as const;

export const partners: readonly Partner[] = [
  {
    name: msg`Ljuspunkten Church, Uppsala`,
    description: msg`Our sending congregation in Sweden: prayer, volunteers and many of the monthly gifts.`,
    image: '/images/partners/ljuspunkten-uppsala.svg',
    imageAlt: msg`Emblem: a white heart with a cross on green`,
    ...EMBLEM,
  },
  {
    name: 'Église de l’Espérance, Gitega',
    description: msg`Savings groups, school support and discipleship in central Burundi.`,
    image: '/images/partners/esperance-gitega.svg',
    imageAlt: msg`Emblem: a white church with a cross on terracotta`,
    ...EMBLEM,
  },
  {
    name: 'Umucyo Community Church, Musanze',
    description: msg`Bio-intensive gardens, nutrition training and youth work in northern Rwanda.`,
    image: '/images/partners/umucyo-musanze.svg',
    imageAlt: msg`Emblem: a white tree on gold`,
    ...EMBLEM,
  },
  {
    name: 'Église Source de Vie, Bukavu',
    description: msg`Outreach, Bible teaching and care for children in South Kivu, DR Congo.`,
    image: '/images/partners/source-de-vie-bukavu.svg',
    imageAlt: msg`Emblem: a white cross with rays of light on blue`,
    ...EMBLEM,
  },
];
