import { z } from 'zod';
import {
  TRANSACTION_MODES,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  WELFARE_STATUSES,
} from '../catalogue';
import { endpoint } from '../define';
import { userBalanceMapSchema } from '../entities';
import {
  idempotencyKeySchema,
  recordIdSchema,
  transactionRecordDetailSchema,
  transactionRecordSchema,
  welfareItemSchema,
} from '../entities-domain';
import { emptyRequest, isoTime, pageOf, pageRequest } from '../wire';

/**
 * The welfare centre (docs/product-rules.md#welfare) and the transaction record (last 30 days,
 * docs/product-rules.md#transaction-records).
 */
export const walletEndpoints = {
  queryWelfareCenterList: endpoint({
    path: 'welfareCenter/queryWelfareCenterList',
    availability: 'ready',
    access: 'member',
    kind: 'query',
    summary: 'A page of welfare items (virtual or in kind), optionally by status.',
    request: pageRequest.extend({ status: z.enum(WELFARE_STATUSES).optional() }),
    response: pageOf(welfareItemSchema),
    provides: ['Welfare'],
  }),
  queryWelfareCenterTotal: endpoint({
    path: 'welfareCenter/queryWelfareCenterTotal',
    availability: 'ready',
    access: 'member',
    kind: 'query',
    summary: 'How many welfare items and how much money wait to be claimed, and claimed so far.',
    request: emptyRequest,
    response: z.object({
      claimableCount: z.number().int(),
      claimableAmount: z.number().int(),
      claimedAmount: z.number().int(),
    }),
    provides: ['Welfare'],
  }),
  receiveWelfare: endpoint({
    path: 'welfareCenter/receiveWelfare',
    availability: 'ready',
    access: 'member',
    kind: 'mutation',
    summary: 'Claims one welfare item into the welfare wallet; an already claimed one is refused.',
    request: z.object({ id: recordIdSchema }),
    response: z.object({ welfareItem: welfareItemSchema }),
    invalidates: ['Welfare', 'Balance', 'Transactions', 'Rewards'],
  }),
  moveWelfareToCentral: endpoint({
    path: 'welfareCenter/moveWelfareToCentral',
    availability: 'ready',
    access: 'member',
    kind: 'mutation',
    summary: "Moves the welfare wallet's whole balance into the central wallet.",
    request: z.object({ idempotencyKey: idempotencyKeySchema }),
    response: z.object({ moved: z.number().int(), userBalanceMap: userBalanceMapSchema }),
    invalidates: ['Balance', 'Transactions'],
  }),
  getTransactionRecordInfo: endpoint({
    path: 'transactionRecord/getTransactionRecordInfo',
    availability: 'ready',
    access: 'member',
    kind: 'query',
    summary: 'One transaction with fee, balance after and description.',
    request: z.object({ orderNo: z.string().trim().min(1) }),
    response: z.object({ transactionRecord: transactionRecordDetailSchema }),
    provides: ['Transactions'],
  }),
  queryTransactionRecordList: endpoint({
    path: 'transactionRecord/queryTransactionRecordList',
    availability: 'ready',
    access: 'member',
    kind: 'query',
    summary: 'A page of transactions of the last 30 days by type, mode, status and time.',
    request: pageRequest.extend({
      type: z.enum(TRANSACTION_TYPES).optional(),
      mode: z.enum(TRANSACTION_MODES).optional(),
      status: z.enum(TRANSACTION_STATUSES).optional(),
      /** Clamped by the server to the last 30 days. */
      startTime: isoTime.optional(),
      endTime: isoTime.optional(),
    }),
    response: pageOf(transactionRecordSchema),
    provides: ['Transactions'],
  }),
} as const;
