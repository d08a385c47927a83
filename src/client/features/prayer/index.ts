export { prayerQuery } from './api/prayer-api.ts';
export { PrayerPoints } from './components/prayer-points.tsx';
