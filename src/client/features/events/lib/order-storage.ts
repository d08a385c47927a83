import type { TicketQuantities } from '#shared/content/events.ts';

/** The ticket order (docs/product.md, part 2) as the browser keeps it between checkout and return: a convenience only. */
export interface StoredOrder {
  name: string;
  email: string;
  phone: string;
  eventTitle: string;
  tickets: TicketQuantities;
  eventId: string;
  sessionId: string;
}

const KEY = 'ticketOrder';

export function storeOrder(order: StoredOrder): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(order));
  } catch {
    // Storage may be off (private mode): the order is on the server all the same.
  }
}

function storedOrder(): StoredOrder | null {
  try {
    return JSON.parse(localStorage.getItem(KEY) ?? 'null') as StoredOrder | null;
  } catch {
    return null;
  }
}

/** The stored order for this checkout session, if the browser still has it. */
export function readOrder(sessionId: string): StoredOrder | null {
  const order = storedOrder();
  return order?.sessionId === sessionId ? order : null;
}

/** The order this browser last started for the event, if it still has it. */
export function readOrderForEvent(eventId: string): StoredOrder | null {
  const order = storedOrder();
  return order?.eventId === eventId ? order : null;
}

export function removeOrder(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // See storeOrder.
  }
}
