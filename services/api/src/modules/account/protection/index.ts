export {
  confirmLimitChange,
  setMoneyLimit,
  setRealityCheck,
  setSessionLimit,
} from './limitChanges';
export type { LimitChange } from './limitChanges';
export { startBreak } from './startBreak';
export type { StartBreakInput } from './startBreak';
