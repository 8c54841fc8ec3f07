import { captchasSwitchedOn } from '../../../core/captcha';
import type { DomainContext } from '../../../core/context';
import { blindIndex } from '../../../core/vault';

/**
 * When a login asks for a captcha (docs/product-rules.md#captcha): after this many refused logins
 * for the username within the window, or after the address's rule (loginFailuresPerIp, the same
 * figures unless configured). Unknown usernames count as well, so the question tells nothing
 * about whether an account exists.
 */
export const LOGIN_FAILURES_BEFORE_CAPTCHA = 3;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

type RiskContext = Pick<DomainContext, 'db' | 'ip' | 'now' | 'limiter'>;

/**
 * The username by blind index (the vault's trimmed, case-free kind, scoped by a prefix): a mistyped
 * phone or e-mail is not kept in the clear.
 */
function nameSubject(username: string): string {
  return `name:${blindIndex('codeTarget', `loginFailure|${username}`)}`;
}

function windowStart(ctx: RiskContext): Date {
  return new Date(ctx.now.getTime() - LOGIN_FAILURE_WINDOW_MS);
}

export async function loginNeedsCaptcha(ctx: RiskContext, username: string): Promise<boolean> {
  if (!(await captchasSwitchedOn(ctx.db))) return false;
  const { rows } = await ctx.db.query<{ subject: string; failures: number }>(
    `SELECT subject, count(*)::int AS failures FROM login_failures
     WHERE subject = ANY($1::text[]) AND at > $2 GROUP BY subject`,
    [[nameSubject(username), `ip:${ctx.ip}`], windowStart(ctx)],
  );
  const perAddress = ctx.limiter.rule('loginFailuresPerIp');
  return rows.some((row) =>
    row.subject.startsWith('ip:')
      ? row.failures >= perAddress.limit
      : row.failures >= LOGIN_FAILURES_BEFORE_CAPTCHA,
  );
}

/** Counts a refused login for the username and the address; rows past the window are swept. */
export async function recordLoginFailure(ctx: RiskContext, username: string): Promise<void> {
  await ctx.db.query('DELETE FROM login_failures WHERE at <= $1', [windowStart(ctx)]);
  await ctx.db.query('INSERT INTO login_failures (subject, at) VALUES ($1, $3), ($2, $3)', [
    nameSubject(username),
    `ip:${ctx.ip}`,
    ctx.now,
  ]);
}

/** A right login clears the username's count; the address's stays until its window passes. */
export async function clearLoginFailures(ctx: RiskContext, username: string): Promise<void> {
  await ctx.db.query('DELETE FROM login_failures WHERE subject = $1', [nameSubject(username)]);
}
