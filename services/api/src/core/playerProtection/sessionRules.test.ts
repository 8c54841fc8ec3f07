import { describe, expect, it } from 'vitest';
import { playedMinutes, sessionAt, type SessionRow } from './sessionRules';

const MIN = 60_000;
const T0 = Date.parse('2026-01-15T04:00:00Z');
const at = (minutes: number) => new Date(T0 + minutes * MIN);

function row(over: Partial<SessionRow> = {}): SessionRow {
  return {
    id: 1,
    started_at: at(0),
    last_play_at: at(0),
    staked: 0,
    returned: 0,
    next_check_at: null,
    check_due_since: null,
    limit_reached_at: null,
    ended_at: null,
    ended_by: null,
    ...over,
  };
}

const none = { limitMinutes: null, realityCheckMinutes: null };

describe('sessionAt (docs/product-rules.md#responsible-gambling)', () => {
  it('ends a session 30 minutes after its last play, not a millisecond before', () => {
    const last = row({ last_play_at: at(10) });
    expect(sessionAt(last, none, new Date(at(40).getTime() - 1)).open).toBe(true);
    const ended = sessionAt(last, none, at(40));
    expect(ended).toMatchObject({ open: false, resumesAt: null, changed: { idle: true } });
    expect(ended.row).toMatchObject({ ended_at: at(40), ended_by: 'idle' });
  });

  it('ends a session at its limit, and play opens 30 minutes later', () => {
    const settings = { limitMinutes: 60, realityCheckMinutes: null };
    const playing = row({ last_play_at: at(59) });
    expect(sessionAt(playing, settings, new Date(at(60).getTime() - 1)).open).toBe(true);
    const reached = sessionAt(playing, settings, at(60));
    expect(reached).toMatchObject({
      open: false,
      resumesAt: at(90),
      changed: { limitReached: true },
    });
    expect(reached.row).toMatchObject({ limit_reached_at: at(60), ended_by: 'limit' });
    expect(sessionAt(reached.row, settings, at(89)).resumesAt).toEqual(at(90));
    expect(sessionAt(reached.row, settings, at(90)).resumesAt).toBeNull();
    expect(playedMinutes(reached.row, at(80))).toBe(60);
  });

  it('counts an idle end before a limit that would have come later', () => {
    const settings = { limitMinutes: 60, realityCheckMinutes: null };
    const state = sessionAt(row({ last_play_at: at(20) }), settings, at(65));
    expect(state.row).toMatchObject({ ended_by: 'idle', ended_at: at(50) });
    expect(state.resumesAt).toBeNull();
  });

  it('marks a reality check due once, and schedules the next past now', () => {
    const settings = { limitMinutes: null, realityCheckMinutes: 10 };
    const stored = row({ last_play_at: at(25), next_check_at: at(10) });
    const due = sessionAt(stored, settings, at(26));
    expect(due.row).toMatchObject({ check_due_since: at(26), next_check_at: at(30) });
    expect(due.changed).toMatchObject({ checkDue: true, nextCheck: true });
    const again = sessionAt(due.row, settings, at(27));
    expect(again.changed).toMatchObject({ checkDue: false, nextCheck: false });
    expect(again.row.check_due_since).toEqual(at(26));
  });

  it('starts checks turned on mid-session an interval from now, and drops them when turned off', () => {
    const on = sessionAt(row(), { limitMinutes: null, realityCheckMinutes: 15 }, at(5));
    expect(on.row.next_check_at).toEqual(at(20));
    const off = sessionAt({ ...on.row, check_due_since: at(5) }, none, at(6));
    expect(off.row).toMatchObject({ next_check_at: null, check_due_since: null });
  });
});
