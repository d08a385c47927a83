// The admin face of this feature, loaded only by the dashboard (see pages/admin-page.tsx).
export { EventsAdmin } from './components/events-admin.tsx';
export { TicketOrdersAdmin } from './components/ticket-orders-admin.tsx';
