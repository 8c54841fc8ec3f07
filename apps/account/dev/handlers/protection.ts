// Standalone dev only: the responsible gambling calls, kept in memory. A raise or a removal waits
// as the API's does but can be confirmed at once here; the break needs the demo login password.
// `?scenario=coolOff` starts on a one-week cool-off, `?scenario=selfExcluded` permanently excluded.
import { http, HttpResponse, type HttpHandler } from 'msw';
import { endpointMeta, type EndpointName, type PayloadOf } from '@platform/api-client';
import { LIMIT_PERIODS, MONEY_LIMIT_KINDS } from '@platform/api-client/contract';

type Protection = PayloadOf<'getPlayerProtection'>;

const DEMO_PASSWORD = 'abc12345';
const DAY_MS = 24 * 3600_000;
const iso = (ms: number) => new Date(ms).toISOString();
/** The next business midnight (GMT+8), near enough for a demo. */
const nextReset = (days: number) =>
  iso(
    Math.ceil((Date.now() + 8 * 3600_000) / DAY_MS) * DAY_MS - 8 * 3600_000 + (days - 1) * DAY_MS,
  );

let state: Protection | null = null;

function fresh(scenario: string | null): Protection {
  const now = Date.now();
  return {
    limits: MONEY_LIMIT_KINDS.flatMap((kind) =>
      LIMIT_PERIODS.map((period) => {
        const demo = kind === 'deposit' && period === 'day';
        return {
          kind,
          period,
          amount: demo ? 1000_00 : null,
          used: demo ? 800_00 : 0,
          left: demo ? 200_00 : null,
          resetsAt: nextReset(period === 'day' ? 1 : period === 'week' ? 7 : 30),
          pending: null,
        };
      }),
    ),
    session: { limitMinutes: 120, pending: null, realityCheckMinutes: 30 },
    block:
      scenario === 'coolOff'
        ? { kind: 'coolOff', startedAt: iso(now), until: iso(now + 7 * DAY_MS) }
        : scenario === 'selfExcluded'
          ? { kind: 'selfExclusion', startedAt: iso(now), until: null }
          : null,
  };
}

const ok = (fields: object = {}) => HttpResponse.json({ code: 0, msg: 'success', ...fields });

function post(name: EndpointName, reply: (body: URLSearchParams, s: Protection) => Response) {
  return http.post(`*/web/${endpointMeta[name].path}`, async ({ request }) =>
    reply(new URLSearchParams(await request.text()), state!),
  );
}

/** A raise or removal (of `current` to `next`, null = none) waits; anything else applies now. */
function change(current: number | null, next: number | null) {
  const waits = current !== null && (next === null || next > current);
  const now = Date.now();
  return waits
    ? {
        pending: {
          value: next,
          requestedAt: iso(now),
          confirmableFrom: iso(now),
          confirmable: true,
        },
        answer: { effective: 'afterCooling', confirmableFrom: iso(now + DAY_MS) },
      }
    : { pending: null, answer: { effective: 'now', confirmableFrom: null } };
}

export function protectionHandlers(scenario: string | null): HttpHandler[] {
  state = fresh(scenario);
  return [
    post('getPlayerProtection', (_body, s) => ok(s)),
    post('setMoneyLimit', (body, s) => {
      const limit = s.limits.find(
        (l) => l.kind === body.get('kind') && l.period === body.get('period'),
      )!;
      const amount = body.get('amount');
      const next = amount === null ? null : Number(amount);
      const { pending, answer } = change(limit.amount, next);
      if (pending) limit.pending = pending;
      else
        Object.assign(limit, {
          amount: next,
          left: next === null ? null : Math.max(0, next - limit.used),
          pending: null,
        });
      return ok(answer);
    }),
    post('setSessionLimit', (body, s) => {
      const minutes = body.get('minutes');
      const next = minutes === null ? null : Number(minutes);
      const { pending, answer } = change(s.session.limitMinutes, next);
      if (pending) s.session.pending = pending;
      else Object.assign(s.session, { limitMinutes: next, pending: null });
      return ok(answer);
    }),
    post('confirmLimitChange', (body, s) => {
      if (body.get('limit') === 'session') {
        s.session.limitMinutes = s.session.pending?.value ?? null;
        s.session.pending = null;
      } else {
        const limit = s.limits.find(
          (l) => l.kind === body.get('limit') && l.period === body.get('period'),
        )!;
        const next = limit.pending?.value ?? null;
        Object.assign(limit, {
          amount: next,
          left: next === null ? null : Math.max(0, next - limit.used),
          pending: null,
        });
      }
      return ok();
    }),
    post('setRealityCheck', (body, s) => {
      const minutes = body.get('minutes');
      s.session.realityCheckMinutes = minutes === null ? null : Number(minutes);
      return ok();
    }),
    post('startBreak', (body, s) => {
      if (body.get('password') !== DEMO_PASSWORD)
        return HttpResponse.json({
          code: 1000,
          msg: `Wrong login password (the demo one is ${DEMO_PASSWORD})`,
        });
      const now = Date.now();
      const days = body.get('days');
      const months = body.get('months');
      const until = days
        ? iso(now + Number(days) * DAY_MS)
        : months
          ? iso(now + Number(months) * 30 * DAY_MS)
          : null;
      s.block = {
        kind: body.get('kind') === 'coolOff' ? 'coolOff' : 'selfExclusion',
        startedAt: iso(now),
        until,
      };
      return ok({ until });
    }),
  ];
}
