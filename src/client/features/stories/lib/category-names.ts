import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CategoryFilter } from './filter-stories.ts';

/** The name a visitor sees for a story category (a stored key) and for the All chip. */
export const categoryNames: Record<CategoryFilter, MessageDescriptor> = {
  All: msg({ message: 'All', context: 'story category' }),
  Education: msg({ message: 'Education', context: 'story category' }),
  Health: msg({ message: 'Health', context: 'story category' }),
  Community: msg({ message: 'Community', context: 'story category' }),
  Faith: msg({ message: 'Faith', context: 'story category' }),
  Enterprise: msg({ message: 'Enterprise', context: 'story category' }),
};
