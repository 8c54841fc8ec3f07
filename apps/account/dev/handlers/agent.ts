// Standalone dev only: the agent programme's contacts and an agent's team figures.
import type { HttpHandler } from 'msw';
import { answer } from '@platform/api-client/mocks';

export function agentHandlers(_scenario: string | null): HttpHandler[] {
  return [
    answer('queryAgentContact', {
      agentDomain: 'https://agent.starplay.example',
      agentContactList: [
        {
          contactType: 'telegram',
          label: 'Partnership team on Telegram',
          value: '@StarPlayPartners',
        },
        {
          contactType: 'skype',
          label: 'Partnership team on Skype',
          value: 'live:starplay.partners',
        },
        { contactType: 'email', label: 'Partnership e-mail', value: 'partners@starplay.example' },
      ],
    }),
    answer('queryAgentAnalyze', {
      teamSize: 128,
      newMembers: 12,
      firstDepositMembers: 7,
      activeMembers: 45,
      depositTotal: 8_800_000,
      withdrawalTotal: 3_200_000,
      validTurnover: 25_600_000,
      winLose: -1_250_000,
      commission: 312_500,
    }),
  ];
}
