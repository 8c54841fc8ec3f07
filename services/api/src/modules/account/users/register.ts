import { languageByCode, LANGUAGES } from '@platform/i18n/languages';
import { pgConstraint, pgErrorCode, PG_UNIQUE_VIOLATION } from '../../../db/database';
import {
  createSession,
  EMAIL_TAKEN_CONSTRAINT,
  MOBILE_TAKEN_CONSTRAINT,
  userColumns,
  hashPassword,
  findUserById,
  findUserByUsername,
  isMobileTaken,
  type UserRecord,
} from '../../../core/auth';
import { consumeCaptchaUnlessSwitchedOff } from '../../../core/captcha';
import type { DomainContext } from '../../../core/context';
import { DomainError } from '../../../core/errors';
import { openPlayerWallets } from '../../../core/ledger';
import { newMemberCurrency } from '../../../core/site';
import { welcomeNewPlayer } from '../messages/accountMessages';
import { verifyCode } from '../verification/codes';
import { registerScope } from '../verification/memberCodes';
import { loadRegisterItems, validateRegistration, type RegistrationInput } from './registration';

export interface Session {
  token: string;
  user: UserRecord;
}

/** The player's language: the form's langType when valid, else the language the request came in. */
function langTypeFor(input: RegistrationInput, requestLang: string): number {
  return languageByCode(input.langType)?.code ?? LANGUAGES.find((l) => l.key === requestLang)!.code;
}

/**
 * Sign-up: rules, captcha, SMS code, then the user, its three wallets and a session in one
 * transaction. Nothing is created unless everything passes.
 */
export async function register(ctx: DomainContext, input: RegistrationInput): Promise<Session> {
  ctx.limiter.consume({ rule: 'register', key: ctx.ip });
  const valid = validateRegistration(input, await loadRegisterItems(ctx.db));

  await consumeCaptchaUnlessSwitchedOff(ctx.db, input.captchaKey, input.captchaCode, ctx.now);

  // Checked before the SMS code is used up, so a taken name does not cost the player their code.
  if (await findUserByUsername(ctx.db, valid.username))
    throw new DomainError('refused', 'usernameTaken');
  // A taken phone is told only after a right code: its owner alone can read one, so the answer
  // cannot be used to find out which numbers have accounts (docs/decisions-api.md#sms-and-e-mail-codes).
  const smsCode = valid.smsCodeRequired && valid.mobile ? valid.smsCode : undefined;
  if (smsCode && valid.mobile) {
    await verifyCode(ctx.db, registerScope(ctx, valid.mobile), smsCode, ctx.now, {
      consume: false,
    });
  }
  if (valid.mobile && (await isMobileTaken(ctx.db, valid.mobile)))
    throw new DomainError('refused', 'phoneTaken');
  if (smsCode && valid.mobile) {
    await verifyCode(ctx.db, registerScope(ctx, valid.mobile), smsCode, ctx.now, {
      consume: true,
    });
  }

  const passwordHash = await hashPassword(valid.password);
  try {
    const { userId, token } = await ctx.db.transaction(async (tx) => {
      // The operator's default; the member may choose another before their first deposit
      // (docs/product-rules.md#currency).
      const currency = await newMemberCurrency(tx);
      const row = userColumns({
        username: valid.username,
        password_hash: passwordHash,
        mobile: valid.mobile,
        email: valid.email,
        real_name: valid.realName,
        lang_type: langTypeFor(input, ctx.lang),
        currency,
        registered_invite_code: valid.inviteCode,
        register_ip: ctx.ip,
        created_at: ctx.now,
        updated_at: ctx.now,
      });
      const columns = Object.keys(row);
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO users (${columns.join(', ')})
         VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
        Object.values(row),
      );
      const id = rows[0]!.id;
      await openPlayerWallets(tx, id, currency);
      await welcomeNewPlayer(tx, { id, username: valid.username }, ctx.now);
      return { userId: id, token: await createSession(tx, id, ctx.ip, ctx.now) };
    });
    return { token, user: (await findUserById(ctx.db, userId))! };
  } catch (error) {
    // Two sign-ups racing for one name or phone: the unique index decides, the loser reads why.
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) {
      const constraint = pgConstraint(error);
      if (constraint === MOBILE_TAKEN_CONSTRAINT) throw new DomainError('refused', 'phoneTaken');
      if (constraint === EMAIL_TAKEN_CONSTRAINT) throw new DomainError('refused', 'emailTaken');
      throw new DomainError('refused', 'usernameTaken');
    }
    throw error;
  }
}
