// Standalone dev only: the wallet area's MSW answers, one file per feature in dev/handlers/, so
// `pnpm --filter wallet dev` shows every page with data and its error paths (`?api=real` uses the
// API instead). `?scenario=` picks variations per feature; each file lists its own.
import type { HttpHandler } from 'msw';
import { depositHandlers } from './handlers/deposit';
import { paymentAccountHandlers } from './handlers/paymentAccounts';
import { playerHandlers } from './handlers/player';
import { transactionHandlers } from './handlers/transactions';
import { transferHandlers } from './handlers/transfer';
import { withdrawHandlers } from './handlers/withdraw';

export function walletHandlers(scenario: string | null): HttpHandler[] {
  return [
    ...playerHandlers(scenario),
    ...paymentAccountHandlers(scenario),
    ...transactionHandlers(scenario),
    ...depositHandlers(scenario),
    ...transferHandlers(scenario),
    ...withdrawHandlers(scenario),
  ];
}
