export { eventQuery, eventsQuery, useEvent, useEvents } from './api/events-api.ts';
export { EventDetails } from './components/event-details.tsx';
export { EventPageDetails } from './components/event-page-details.tsx';
export { EventsBrowser } from './components/events-browser.tsx';
export { EventsList } from './components/events-list.tsx';
