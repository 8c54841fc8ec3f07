import { endpoints, ResultCode, type EndpointName } from '@platform/api-client/contract';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../support/testApp';
import { fuzzBodies, type FuzzBody } from './hostile';
import { isMessageIn } from './languageCheck';
import { provenSession, type Player } from './players';
import { readyMember } from './ownedRecords';
import { checkLedger } from '../../src/core/ledger';
import { countChanges, listTables, rowCounter, type RowCounts } from './tableCounts';
import { sendRaw, type RawAnswer } from './wire';
import { fuzzSettings, seedFor } from './fuzzSettings';
import { writesOnRefusal } from './refusalWrites';

const settings = fuzzSettings();
const names = (Object.keys(endpoints) as EndpointName[]).filter(
  (name) => !settings.only || settings.only.includes(name),
);

function envelopeOf(answer: RawAnswer): { code: number; msg: string } {
  expect(answer.contentType, 'an answer is JSON').toMatch(/^application\/json/);
  const body = JSON.parse(answer.text) as unknown;
  expect(body).toMatchObject({ code: expect.any(Number), msg: expect.any(String) });
  return body as { code: number; msg: string };
}

function describeCase(body: FuzzBody): string {
  const text =
    body.kind === 'raw'
      ? `${body.contentType}: ${body.text}`
      : JSON.stringify(body.fields, (_k, v: unknown) => (typeof v === 'symbol' ? 'FILE' : v));
  return `${body.variant} ${text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text}`;
}

// docs/decisions-api.md#adversarial-tests-from-the-contract
describe(`every call fuzzed from the contract (FUZZ_SEED=${settings.seed})`, () => {
  const t = useTestApp({ shareAcrossTests: true });
  let counts: (db: typeof t.db) => Promise<RowCounts>;
  let member: Player;

  beforeAll(async () => {
    counts = rowCounter(await listTables(t.db));
    // Money, the login password proven and a payment password: the calls' deeper paths are open.
    member = await readyMember(t);
    console.info(
      `fuzz: ${names.length} calls × guest and member × ${settings.runs} cases; replay with ` +
        `FUZZ_SEED=${settings.seed} FUZZ_RUNS=${settings.runs} npx vitest run tests/adversarial/fuzz.test.ts`,
    );
  });

  it.each(names)('%s', async (name) => {
    const def = endpoints[name];
    const allowed = new Set(writesOnRefusal(name));
    let cases = 0;
    for (const identity of ['guest', 'member'] as const) {
      const seed = seedFor(settings.seed, name, identity);
      const property = fc.asyncProperty(
        fuzzBodies(def.request, def.encoding),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 250 }),
        async (body, lang, host) => {
          cases += 1;
          const token = identity === 'member' ? await provenSession(t, member.userId) : undefined;
          const before = await counts(t.db);
          const answer = await sendRaw(t.app, def, body, {
            ...(token ? { token } : {}),
            lang,
            ip: `10.99.${cases % 250}.${host}`,
          });
          const context = `${name} as ${identity}, lang ${lang}, ${describeCase(body)} → ${answer.status} ${answer.text.slice(0, 300)}`;
          const envelope = envelopeOf(answer);
          // A planned call answers "not yet available" (501) by design; nothing else is a 5xx.
          if (def.availability === 'planned' && answer.status === 501)
            expect(envelope.code, context).toBe(ResultCode.notYetAvailable);
          else expect(answer.status, context).toBeLessThan(500);
          expect(isMessageIn(lang, envelope.msg), `msg not in language ${lang}: ${context}`).toBe(
            true,
          );
          if (envelope.code !== ResultCode.ok) {
            const changed = countChanges(before, await counts(t.db));
            for (const table of allowed) delete changed[table];
            expect(changed, `a refused call wrote: ${context}`).toEqual({});
          }
        },
      );
      const result = await fc.check(property, {
        seed,
        numRuns: settings.runs,
        endOnFailure: !settings.shrink,
      });
      if (result.failed) {
        throw new Error(
          `${name} as ${identity} failed (seed ${seed}, path ${result.counterexamplePath}); ` +
            `replay: FUZZ_SEED=${settings.seed} FUZZ_RUNS=${settings.runs} FUZZ_ONLY=${name} ` +
            `npx vitest run tests/adversarial/fuzz.test.ts\n${String(result.errorInstance)}`,
          { cause: result.errorInstance },
        );
      }
    }
    expect(await checkLedger(t.db), 'the books after the fuzz cases').toEqual([]);
  });
});
