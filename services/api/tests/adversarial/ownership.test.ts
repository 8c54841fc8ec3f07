import { endpoints, ResultCode, type EndpointName } from '@platform/api-client/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../support/testApp';
import { FILE_PART } from './schemaArbitrary';
import {
  RECORD_MAKERS,
  readyMember,
  rowsOf,
  type OwnedRecord,
  type RecordKind,
} from './ownedRecords';
import { OWNERSHIP } from './ownership';
import type { Player } from './players';
import { sendRaw } from './wire';

const EN = 3;
const names = Object.keys(endpoints) as EndpointName[];
const takingIds = names.filter((name) => 'record' in OWNERSHIP[name]);

// docs/decisions-api.md#adversarial-tests-from-the-contract
describe('the ownership matrix: player B cannot reach player A’s records by id', () => {
  const t = useTestApp({ shareAcrossTests: true });
  let a: Player;
  let b: Player;
  const made = new Map<RecordKind, OwnedRecord>();

  beforeAll(async () => {
    a = await readyMember(t);
    b = await readyMember(t);
  });

  it('has one entry per call of the endpoint list, and a reason for every call without ids', () => {
    expect(Object.keys(OWNERSHIP).sort()).toEqual([...names].sort());
    for (const [name, entry] of Object.entries(OWNERSHIP))
      if ('none' in entry) expect(entry.none.length, name).toBeGreaterThan(10);
  });

  it.each(takingIds)(
    "%s with A's id, called by B, is refused (or answers as B's own) and leaves A's rows as they were",
    async (name) => {
      const entry = OWNERSHIP[name];
      if (!('record' in entry)) throw new Error('unreachable');
      // One record of each kind: B's calls are refused, so it stays A's as it was.
      const record = made.get(entry.record) ?? (await RECORD_MAKERS[entry.record](t, a));
      made.set(entry.record, record);
      const body = await entry.body(record, b, t);
      if (endpoints[name].encoding === 'multipart') body.file = FILE_PART;
      const owner = record.owner ?? a;
      const before = await rowsOf(t, owner.userId);
      const answer = await sendRaw(
        t.app,
        endpoints[name],
        { kind: 'fields', fields: Object.entries(body), variant: 'valid' },
        { token: b.token, lang: EN, ip: '10.26.1.1' },
      );
      const context = `${name} → ${answer.status} ${answer.text.slice(0, 400)}`;
      expect(answer.status, context).toBeLessThan(500);
      const parsed = JSON.parse(answer.text) as { code: number; msg: string };
      // Refused by the owner check, not by a malformed body (which would prove nothing); a call
      // that checks ownership while reading its input says so in its entry.
      if (!entry.refusedAsInvalidInput)
        expect(parsed.code, context).not.toBe(ResultCode.invalidInput);
      if (!entry.succeedsAsOwn) expect(parsed.code, context).not.toBe(ResultCode.ok);
      for (const secret of [owner.username, ...record.secrets])
        expect(answer.text, context).not.toContain(secret);
      expect(await rowsOf(t, owner.userId), context).toEqual(before);
    },
  );
});
