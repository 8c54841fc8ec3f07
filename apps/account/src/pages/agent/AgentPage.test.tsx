import { routePath } from '@platform/routes';
import { describe, expect, it } from 'vitest';
import { answer, memberFixture } from '@platform/api-client/mocks';
import {
  fireEvent,
  recordCalls,
  renderPage,
  screen,
  server,
  waitFor,
  within,
} from '@platform/ui/testing';
import { thisBusinessMonth } from '../../features/agent/businessMonth';
import AgentPage from './AgentPage';

const URL = routePath('agent');

const contacts = answer('queryAgentContact', {
  agentDomain: 'https://agent.example',
  agentContactList: [
    { contactType: 'telegram', label: 'Partnership team on Telegram', value: '@StarPlayPartners' },
    { contactType: 'skype', label: 'Partnership team on Skype', value: 'live:starplay.partners' },
    { contactType: 'email', label: 'Partnership e-mail', value: 'partners@starplay.example' },
  ],
});

const figures = {
  teamSize: 128,
  newMembers: 12,
  firstDepositMembers: 7,
  activeMembers: 45,
  depositTotal: 8_800_000,
  withdrawalTotal: 3_200_000,
  validTurnover: 25_600_000,
  winLose: -1_250_000,
  commission: 312_500,
};

function asAgent() {
  const agent = memberFixture({ isAgent: true });
  const analyze = recordCalls('queryAgentAnalyze', figures);
  server.use(contacts, analyze.handler, answer('getUserInfo', { userInfo: agent }));
  const view = renderPage(<AgentPage />, { url: URL, session: { userInfo: agent } });
  return { ...view, analyze };
}

describe('agent page', () => {
  it('shows a guest the programme and its contacts, each with a copy button', async () => {
    server.use(contacts);
    renderPage(<AgentPage />, {
      url: URL,
      session: { token: null, isLogin: false, userInfo: null },
    });
    expect(screen.getByTestId('agent-intro').textContent).toContain(
      'Joint-venture partner programme',
    );
    const list = await screen.findByTestId('agent-contacts');
    expect(within(list).getAllByTestId('agent-contact-copy')).toHaveLength(3);
    const telegram = screen.getByTestId('agent-contact-telegram');
    expect(telegram.textContent).toContain('Partnership team on Telegram');
    expect(within(telegram).getByTestId('agent-contact-link').getAttribute('href')).toBe(
      'https://t.me/StarPlayPartners',
    );
    expect(
      within(screen.getByTestId('agent-contact-email')).getByTestId('agent-contact-link'),
    ).toHaveProperty('href', 'mailto:partners@starplay.example');
    // Skype has no link that works everywhere: copy only.
    expect(
      within(screen.getByTestId('agent-contact-skype')).queryByTestId('agent-contact-link'),
    ).toBeNull();
    expect(screen.queryByTestId('agent-analysis')).toBeNull();
  });

  it('does not show the team figures to a member who is not an agent', async () => {
    server.use(contacts, answer('getUserInfo', { userInfo: memberFixture() }));
    renderPage(<AgentPage />, { url: URL });
    await screen.findByTestId('agent-contacts');
    expect(screen.queryByTestId('agent-analysis')).toBeNull();
  });

  it("shows an agent this month's team figures", async () => {
    const { analyze } = asAgent();
    await waitFor(() => expect(screen.getByTestId('agent-teamSize').textContent).toBe('128'));
    expect(analyze.calls[0]).toEqual(thisBusinessMonth(new Date()));
    expect(screen.getByTestId('agent-firstDepositMembers').textContent).toBe('7');
    expect(screen.getByTestId('agent-depositTotal').textContent).toBe('CN¥88,000.00');
    expect(screen.getByTestId('agent-winLose').textContent).toBe('-CN¥12,500.00');
    expect(screen.getByTestId('agent-commission').textContent).toBe('CN¥3,125.00');
  });

  it('asks again for the chosen dates and refuses a start after the end', async () => {
    const { analyze } = asAgent();
    await screen.findByTestId('agent-teamSize');
    fireEvent.change(screen.getByTestId('agent-startDate'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByTestId('agent-endDate'), { target: { value: '2026-01-31' } });
    await waitFor(() =>
      expect(analyze.calls.at(-1)).toEqual({ startDate: '2026-01-01', endDate: '2026-01-31' }),
    );
    const asked = analyze.calls.length;
    fireEvent.change(screen.getByTestId('agent-startDate'), { target: { value: '2026-02-01' } });
    expect(await screen.findByTestId('agent-range-error')).toHaveProperty(
      'textContent',
      'The start date cannot be after the end date',
    );
    expect(analyze.calls).toHaveLength(asked);
  });
});
