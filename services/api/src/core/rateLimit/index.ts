export {
  ATTEMPT_LOCK_MS,
  MAX_WRONG_ATTEMPTS,
  guardedCheck,
  lockMinutesLeft,
  wrongAttemptOutcome,
} from './attemptGuard';
export type { WrongAttemptOutcome } from './attemptGuard';
export { DAILY_BUDGETS, dailyBudgetUsed, refundDailyBudget, spendDailyBudget } from './dailyBudget';
export type { BudgetKey } from './dailyBudget';
export { KeyedWindowLimit } from './keyedWindow';
export { RateLimiter } from './rateLimiter';
export { DEFAULT_RATE_LIMITS } from './rules';
export type { RateLimitSettings } from './rules';
