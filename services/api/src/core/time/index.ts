export { businessDate, businessDaysBetween, daysSinceJoining } from './businessTime';
export { businessTimeText } from './businessTimeText';
export { systemClock } from './clock';
export type { Clock } from './clock';
