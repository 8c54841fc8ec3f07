// Standalone dev only: what the wallet's dev handlers share (the reply helpers and the central
// wallet, which transfers and withdrawals both move).
import { http, HttpResponse, type HttpHandler } from 'msw';
import { endpointMeta, type EndpointName, type PayloadOf } from '@platform/api-client';
import { i18next } from '@platform/i18n';
import { issueMessage, schemaIssues, type ContractSchema } from '@platform/ui/forms';

export const now = () => new Date().toISOString();

/** A POST handler that reads the form body and answers code 0 with what `reply` returns. */
export function stateful<N extends EndpointName>(
  name: N,
  reply: (body: URLSearchParams) => PayloadOf<N>,
): HttpHandler {
  return http.post(`*/web/${endpointMeta[name].path}`, async ({ request }) => {
    const body = new URLSearchParams(await request.text());
    return HttpResponse.json({ code: 0, msg: 'success', ...reply(body) });
  });
}

export function ok(payload: object) {
  return HttpResponse.json({ code: 0, msg: 'success', ...payload });
}
export function refused(msg: string) {
  return HttpResponse.json({ code: 1000, msg });
}

/** The contract's amount rule refuses here as on the server, in the page's language. */
export function refusedByRule(rule: ContractSchema, amount: number) {
  const issue = schemaIssues(rule, amount)[0];
  return issue ? refused(issueMessage(issue, i18next.t)) : null;
}

/** The central wallet, shared by transfers and withdrawals so both add up. */
export const wallet = { central: 128_800 };
