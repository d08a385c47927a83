import type { StoredOrder } from './order-storage.ts';

/** For tests: the order the browser keeps after starting a checkout for the Food Walk. */
export const storedWalkOrder: StoredOrder = {
  name: 'Anna Svensson',
  email: 'anna@example.org',
  phone: '070',
  eventTitle: 'Community Food Walk',
  tickets: { adult: 2, youth: 0, child: 1 },
  eventId: 'community-food-walk',
  sessionId: 'cs_test_1',
};
