export { PrayerPoints } from './components/prayer-points.tsx';
