import {
  bankCardCountSchema,
  type BankCard,
  type ParsedRequestOf,
} from '@platform/api-client/contract';
import type { LanguageKey } from '@platform/i18n/languages';
import type { Queryable } from '../../../db/database';
import { tellSecurityChange, verifyPaymentPassword } from '../../account';
import { requirePasswordProof, type MemberSession } from '../../../core/auth';
import type { DomainContext } from '../../../core/context';
import { auditAccount, removeAccount } from './accountAudit';
import { DomainError, invalidInput } from '../../../core/errors';
import { checkHolderName } from './holderName';
import { maskCardNumber } from './masking';
import { blindIndex, open, seal } from '../../../core/vault';
import { accountNotFound, countLiveAccounts, lockOwner, refuseDuplicate } from './records';
import { bankNameSql, isSupportedBank } from './sysBanks';

type BankCardFields = ParsedRequestOf<'bankCardBind'>;

interface BankCardRow {
  id: number;
  holder_name_sealed: string;
  card_type: BankCard['cardType'];
  bank_id: number;
  bank_name: string;
  card_number_sealed: string;
  branch_address_sealed: string;
  created_at: Date;
}

const SELECT_CARDS = (where: string) => `
  SELECT c.id, c.holder_name_sealed, c.card_type, c.bank_id,
         ${bankNameSql('c.bank_id', '$1')} AS bank_name,
         c.card_number_sealed, c.branch_address_sealed, c.created_at
  FROM user_bank_cards c WHERE ${where} AND c.deleted_at IS NULL ORDER BY c.id`;

function toBankCard(r: BankCardRow): BankCard {
  return {
    id: r.id,
    holderName: open('user_bank_cards.holder_name', r.holder_name_sealed),
    cardType: r.card_type,
    bankId: r.bank_id,
    bankName: r.bank_name,
    cardNumber: maskCardNumber(open('user_bank_cards.card_number', r.card_number_sealed)),
    branchAddress: open('user_bank_cards.branch_address', r.branch_address_sealed),
    createdAt: r.created_at.toISOString(),
  };
}

export async function listBankCards(
  db: Queryable,
  userId: number,
  lang: LanguageKey,
): Promise<BankCard[]> {
  const { rows } = await db.query<BankCardRow>(SELECT_CARDS('c.user_id = $2'), [lang, userId]);
  return rows.map(toBankCard);
}

async function readBankCard(tx: Queryable, id: number, lang: LanguageKey): Promise<BankCard> {
  const { rows } = await tx.query<BankCardRow>(SELECT_CARDS('c.id = $2'), [lang, id]);
  return toBankCard(rows[0]!);
}

/**
 * The holder must be the real name (docs/product-rules.md#payment-accounts); a player without one
 * adopts the holder. Either way the real name is confirmed from now on, so it cannot drift away
 * from the bound cards.
 */
async function applyHolderRule(
  tx: Queryable,
  userId: number,
  holderName: string,
  now: Date,
): Promise<void> {
  const realName = await lockOwner(tx, userId);
  const check = checkHolderName(realName, holderName);
  if (check === 'mismatch') throw invalidInput('bankCard.holderMismatch');
  if (check !== 'becomesRealName' && realName !== null) {
    await tx.query(
      'UPDATE users SET real_name_confirmed = true, updated_at = $2 WHERE id = $1 AND NOT real_name_confirmed',
      [userId, now],
    );
    return;
  }
  await tx.query(
    'UPDATE users SET real_name_sealed = $2, real_name_confirmed = true, updated_at = $3 WHERE id = $1',
    [userId, seal('users.real_name', holderName), now],
  );
}

/** A card's stored columns: sealed, and the number's blind index (the "already bound" rule). */
function sealedCard(input: BankCardFields): [string, string, string, string] {
  return [
    seal('user_bank_cards.holder_name', input.holderName),
    seal('user_bank_cards.card_number', input.cardNumber),
    blindIndex('card', input.cardNumber),
    seal('user_bank_cards.branch_address', input.branchAddress),
  ];
}

/** What the notice of an added or changed card shows: its kind and last four digits. */
function cardNotice(cardNumber: string) {
  return { kind: { key: 'paymentAccountKinds.bankCard' }, account: maskCardNumber(cardNumber) };
}

/**
 * Checks shared by bind and modify, before anything is written: a recent proof of the login
 * password (docs/decisions-api.md#account-takeover), then the payment password.
 */
async function checkCardRequest(ctx: DomainContext, member: MemberSession, input: BankCardFields) {
  const { user } = member;
  await requirePasswordProof(ctx.db, member.sessionId, ctx.now);
  // First, and outside the transaction: a wrong payment password must count even if we refuse.
  await verifyPaymentPassword(ctx.db, user.id, input.payPassword, ctx.now);
  if (!(await isSupportedBank(ctx.db, input.bankId))) {
    throw new DomainError('refused', 'bankNotSupported');
  }
}

/**
 * Binds a bank card: up to 10, in the real name, of a supported bank, not bound elsewhere. The
 * player is told on every bound channel.
 */
export async function bindBankCard(
  ctx: DomainContext,
  member: MemberSession,
  input: BankCardFields,
): Promise<BankCard> {
  const { user } = member;
  await checkCardRequest(ctx, member, input);
  return ctx.db.transaction(async (tx) => {
    await applyHolderRule(tx, user.id, input.holderName, ctx.now);
    const count = await countLiveAccounts(tx, 'user_bank_cards', user.id);
    if (!bankCardCountSchema().safeParse(count).success) throw invalidInput('bankCard.limit');
    const { rows } = await refuseDuplicate(() =>
      tx.query<{ id: number }>(
        `INSERT INTO user_bank_cards
           (user_id, card_type, bank_id, holder_name_sealed, card_number_sealed, card_number_index,
            branch_address_sealed, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) RETURNING id`,
        [user.id, input.cardType, input.bankId, ...sealedCard(input), ctx.now],
      ),
    );
    await tellSecurityChange(ctx, tx, user, 'paymentAccountAdded', cardNotice(input.cardNumber));
    await auditAccount(tx, ctx, user.id, 'paymentAccount.added', 'user_bank_cards', rows[0]!.id);
    return readBankCard(tx, rows[0]!.id, ctx.lang);
  });
}

/** Replaces a bound card's details (same rules as binding, the count aside). */
export async function modifyBankCard(
  ctx: DomainContext,
  member: MemberSession,
  input: ParsedRequestOf<'bankCardModify'>,
): Promise<BankCard> {
  const { user } = member;
  await checkCardRequest(ctx, member, input);
  return ctx.db.transaction(async (tx) => {
    await applyHolderRule(tx, user.id, input.holderName, ctx.now);
    const { rows } = await refuseDuplicate(() =>
      tx.query(
        `UPDATE user_bank_cards SET card_type = $3, bank_id = $4, holder_name_sealed = $5,
           card_number_sealed = $6, card_number_index = $7, branch_address_sealed = $8, updated_at = $9
         WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL RETURNING id`,
        [input.id, user.id, input.cardType, input.bankId, ...sealedCard(input), ctx.now],
      ),
    );
    if (rows.length === 0) throw accountNotFound();
    await tellSecurityChange(ctx, tx, user, 'paymentAccountChanged', cardNotice(input.cardNumber));
    await auditAccount(tx, ctx, user.id, 'paymentAccount.changed', 'user_bank_cards', input.id);
    return readBankCard(tx, input.id, ctx.lang);
  });
}

export function deleteBankCard(ctx: DomainContext, userId: number, id: number): Promise<void> {
  return removeAccount(ctx, 'user_bank_cards', userId, id);
}
