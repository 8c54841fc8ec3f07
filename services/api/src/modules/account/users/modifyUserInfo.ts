import { auditPlayer } from '../../../core/audit';
import { adultBirthDateSchema, type ParsedRequestOf } from '@platform/api-client/contract';
import {
  pgConstraint,
  pgErrorCode,
  PG_UNIQUE_VIOLATION,
  type Queryable,
} from '../../../db/database';
import { tellSecurityChange } from './securityNotices';
import {
  EMAIL_TAKEN_CONSTRAINT,
  MOBILE_TAKEN_CONSTRAINT,
  requirePasswordProof,
  userColumns,
  type UserRecord,
} from '../../../core/auth';
import type { DomainContext } from '../../../core/context';
import { DomainError, invalidInput } from '../../../core/errors';
import { requireOwnUploadUrl } from '../../../core/uploads';
import { verifyCode, type CodeScope } from '../verification/codes';
import { emailScope, smsScope } from '../verification/memberCodes';
import { phoneBindCodeRequired } from '../verification/phoneBindSwitch';
import { maskEmail, maskPhone } from './masking';
import { endVerification, requireRecentVerification } from './securityVerification';

type ProfileInput = ParsedRequestOf<'modifyUserInfo'>;

/** The columns a profile edit may write; nothing else reaches the UPDATE. */
interface ProfileChanges {
  real_name?: string;
  real_name_confirmed?: true;
  birth_date?: string;
  birth_date_confirmed?: true;
  gender?: 'male' | 'female';
  avatar?: string;
  mobile?: string;
  mobile_bound_at?: Date;
  email?: string;
  email_bound_at?: Date;
}

interface Member {
  user: UserRecord;
  sessionId: number;
}

/**
 * Real name and birth date cannot be edited once confirmed (docs/product-rules.md#profile). Both
 * are confirmed the first time they are saved (the real name also when the first bank card names
 * it): they are what bank cards, the birthday gift and the over-18 rule rely on, so only customer
 * service corrects them. Sending the confirmed value again is accepted and changes nothing (forms
 * send the whole profile); another value is refused.
 */
function identityChanges(user: UserRecord, input: ProfileInput, now: Date): ProfileChanges {
  const changes: ProfileChanges = {};
  if (input.realName !== undefined && user.realNameConfirmed) {
    if (input.realName !== user.realName) throw new DomainError('refused', 'realNameConfirmed');
  } else if (input.realName !== undefined) {
    changes.real_name = input.realName;
    changes.real_name_confirmed = true;
  }
  if (input.birthDate !== undefined && user.birthDateConfirmed) {
    if (input.birthDate !== user.birthDate) throw new DomainError('refused', 'birthDateConfirmed');
  } else if (input.birthDate !== undefined) {
    const adult = adultBirthDateSchema(now).safeParse(input.birthDate);
    if (!adult.success) throw invalidInput(adult.error.issues[0]!.message);
    changes.birth_date = input.birthDate;
    changes.birth_date_confirmed = true;
  }
  return changes;
}

/** A new phone or e-mail, with the code that proves the player receives it. */
interface ContactChange {
  scope: CodeScope;
  code: string;
}

/**
 * Binding a first phone or e-mail needs its code (the phone's only while sms_switch_bind is on)
 * and a recent proof of the login password on this session (docs/decisions-api.md#account-takeover:
 * a stolen session must not bind its own channel and reset the password through it); changing a
 * bound one also needs the security verification of this session
 * (docs/product-rules.md#verification-codes) — the e-mail too, since a forgotten password can be
 * reset through it. Either refused when another account holds it. Sending the current value again
 * changes nothing. The binding time is kept: a reset through a channel bound in the last 24 hours
 * is refused.
 */
async function contactChanges(
  ctx: DomainContext,
  member: Member,
  input: ProfileInput,
): Promise<{ changes: ProfileChanges; proofs: ContactChange[] }> {
  const { user } = member;
  const changes: ProfileChanges = {};
  const proofs: ContactChange[] = [];
  const email = input.email?.toLowerCase();
  const phoneChange = input.mobile !== undefined && input.mobile !== user.mobile;
  const emailChange =
    email !== undefined && input.emailCode !== undefined && email !== user.email?.toLowerCase();
  // The phone's code is asked for only while sms_switch_bind is on, read now: an operator may
  // switch it at run time (docs/product-rules.md#phone-settings).
  const phoneCodeRequired = phoneChange && (await phoneBindCodeRequired(ctx.db));
  if (phoneCodeRequired && input.smsCode === undefined) throw invalidInput('code.required');
  if (phoneChange || emailChange) await requirePasswordProof(ctx.db, member.sessionId, ctx.now);
  if (phoneChange && input.mobile !== undefined) {
    if (user.mobile) await requireRecentVerification(ctx.db, member.sessionId, ctx.now);
    if (phoneCodeRequired && input.smsCode !== undefined) {
      // Whether another account holds it is answered only after its code (takenError below): a
      // code check must not tell which numbers have accounts (docs/decisions-api.md#sms-and-e-mail-codes).
      const purpose = user.mobile ? 'changePhone' : 'bindPhone';
      proofs.push({ scope: smsScope(user, purpose, input.mobile), code: input.smsCode });
    }
    changes.mobile = input.mobile;
    changes.mobile_bound_at = ctx.now;
  }
  if (emailChange && email !== undefined && input.emailCode !== undefined) {
    if (user.email) await requireRecentVerification(ctx.db, member.sessionId, ctx.now);
    // As for the phone: taken or not is answered after the code, by the unique index.
    const purpose = user.email ? 'changeEmail' : 'bindEmail';
    proofs.push({ scope: emailScope(user, purpose, email), code: input.emailCode });
    changes.email = email;
    changes.email_bound_at = ctx.now;
  }
  return { changes, proofs };
}

/** Two players racing for one phone or e-mail: the unique index decides, the loser reads why. */
function takenError(error: unknown): DomainError | null {
  if (pgErrorCode(error) !== PG_UNIQUE_VIOLATION) return null;
  const constraint = pgConstraint(error);
  if (constraint === MOBILE_TAKEN_CONSTRAINT) return new DomainError('refused', 'phoneTaken');
  if (constraint === EMAIL_TAKEN_CONSTRAINT) return new DomainError('refused', 'emailTaken');
  return null;
}

/**
 * The profile call: every field optional, all checked before anything is written, codes used up
 * last (a refusal does not cost the player their code), then one transaction that re-checks the
 * confirmed fields on the locked row (a bank card may have confirmed the real name meanwhile).
 */
export async function modifyUserInfo(
  ctx: DomainContext,
  member: Member,
  input: ProfileInput,
): Promise<void> {
  const { user } = member;
  const changes: ProfileChanges = { ...identityChanges(user, input, ctx.now) };
  if (input.gender !== undefined) changes.gender = input.gender;
  if (input.avatar !== undefined) {
    changes.avatar = await requireOwnUploadUrl(ctx.db, user.id, input.avatar, 'avatar.invalid');
  }
  const contact = await contactChanges(ctx, member, input);
  Object.assign(changes, contact.changes);
  if (Object.keys(changes).length === 0) return;

  // Every code checked before any is used up: a wrong e-mail code does not burn the SMS one.
  for (const consume of [false, true]) {
    for (const proof of contact.proofs) {
      await verifyCode(ctx.db, proof.scope, proof.code, ctx.now, { consume });
    }
  }

  try {
    await ctx.db.transaction(async (tx) => {
      const { rows } = await tx.query<{
        real_name_confirmed: boolean;
        birth_date_confirmed: boolean;
      }>('SELECT real_name_confirmed, birth_date_confirmed FROM users WHERE id = $1 FOR UPDATE', [
        user.id,
      ]);
      if (changes.real_name !== undefined && rows[0]?.real_name_confirmed) {
        throw new DomainError('refused', 'realNameConfirmed');
      }
      if (changes.birth_date !== undefined && rows[0]?.birth_date_confirmed) {
        throw new DomainError('refused', 'birthDateConfirmed');
      }
      // Names and contacts are written sealed, with their blind indexes (core/auth userColumns).
      const row = userColumns(changes);
      const columns = Object.keys(row);
      await tx.query(
        `UPDATE users SET ${columns.map((c, i) => `${c} = $${i + 2}`).join(', ')},
           updated_at = $${columns.length + 2}
         WHERE id = $1`,
        [user.id, ...Object.values(row), ctx.now],
      );
      await tellContactChanges(ctx, tx, member, changes);
    });
  } catch (error) {
    throw takenError(error) ?? error;
  }
}

/**
 * A bound or changed phone or e-mail is told to the player (masked) on every channel bound before
 * (the old phone and e-mail included): a change they did not make shows.
 */
async function tellContactChanges(
  ctx: DomainContext,
  tx: Queryable,
  { user, sessionId }: Member,
  changes: ProfileChanges,
): Promise<void> {
  if (changes.mobile !== undefined) {
    await auditPlayer(tx, ctx, user, 'phone.bound', { detail: { replaced: !!user.mobile } });
    if (user.mobile) await endVerification(tx, sessionId);
    await tellSecurityChange(ctx, tx, user, user.mobile ? 'phoneChanged' : 'phoneBound', {
      mobile: maskPhone(changes.mobile)!,
    });
  }
  if (changes.email !== undefined) {
    await auditPlayer(tx, ctx, user, 'email.bound', { detail: { replaced: !!user.email } });
    if (user.email) await endVerification(tx, sessionId);
    await tellSecurityChange(ctx, tx, user, user.email ? 'emailChanged' : 'emailBound', {
      email: maskEmail(changes.email)!,
    });
  }
}
