// Standalone dev only: a message centre kept in memory, so reading, mark-all-read and deleting
// show in the list, the tab counts and the my page's badge.
import { http, HttpResponse, type HttpHandler } from 'msw';
import { endpointMeta, type Message } from '@platform/api-client';
import { MESSAGE_CATEGORIES } from '@platform/api-client/contract';

type Stored = Message & { content: string };

const CONTENTS: Record<Message['category'], string> = {
  private: '<p>Hello <b>player01</b>, your account manager is here to help.</p>',
  notification: 'Your login password was changed.\nIf this was not you, contact customer service.',
  activity:
    '<p>The <strong>weekend reload</strong> is open:</p><ul><li>Deposit 100+</li><li>Get 10%</li></ul><p><a href="https://starplay.example/offers">See the offer</a></p>',
  announcement:
    '<p>Maintenance on Tuesday 02:00-04:00.</p><script>alert("this never runs")</script><img src="x" onerror="alert(1)">',
  depositWithdrawal: 'Your deposit of 100.00 yuan (order D20260301) has been credited.',
};

let messages: Stored[] = Array.from({ length: 46 }, (_, i) => {
  const category = MESSAGE_CATEGORIES[i % MESSAGE_CATEGORIES.length]!;
  const content = CONTENTS[category];
  return {
    id: 1000 - i,
    category,
    title: `${category} message #${46 - i}`,
    summary: content
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 60),
    isRead: i % 3 === 0,
    createdAt: new Date(Date.UTC(2026, 2, 1, 12) - i * 3_600_000).toISOString(),
    content,
  };
});

const ok = (fields: object = {}) => HttpResponse.json({ code: 0, msg: 'success', ...fields });
const post = (name: keyof typeof endpointMeta, reply: (body: URLSearchParams) => Response) =>
  http.post(`*/web/${endpointMeta[name].path}`, async ({ request }) =>
    reply(new URLSearchParams(await request.text())),
  );
const inCategory = (body: URLSearchParams) => (m: Stored) =>
  !body.get('category') || m.category === body.get('category');
const withoutContent = ({ content: _content, ...message }: Stored): Message => message;

/** `?scenario=noMessages` empties the message centre. */
export function messageHandlers(scenario: string | null): HttpHandler[] {
  if (scenario === 'noMessages') messages = [];
  return [
    post('messageList', (body) => {
      const pageNum = Number(body.get('pageNum') ?? 1);
      const pageSize = Number(body.get('pageSize') ?? 20);
      const list = messages.filter(inCategory(body));
      return ok({
        list: list.slice((pageNum - 1) * pageSize, pageNum * pageSize).map(withoutContent),
        total: list.length,
        pageNum,
        pageSize,
      });
    }),
    post('getMessage', (body) => {
      const found = messages.find((m) => m.id === Number(body.get('id')));
      return found ? ok({ message: found }) : HttpResponse.json({ code: 404, msg: 'Not found' });
    }),
    post('getUnReadMessageCount', () => {
      const unread = messages.filter((m) => !m.isRead);
      return ok({
        unreadCount: unread.length,
        categoryUnreadList: MESSAGE_CATEGORIES.map((category) => ({
          category,
          unreadCount: unread.filter((m) => m.category === category).length,
        })),
      });
    }),
    post('doReadMessage', (body) => {
      messages = messages.map((m) =>
        m.id === Number(body.get('id')) ? { ...m, isRead: true } : m,
      );
      return ok();
    }),
    post('modifyReadAllMessage', (body) => {
      const match = inCategory(body);
      const updatedCount = messages.filter((m) => match(m) && !m.isRead).length;
      messages = messages.map((m) => (match(m) ? { ...m, isRead: true } : m));
      return ok({ updatedCount });
    }),
    post('deleteMessage', (body) => {
      messages = messages.filter((m) => m.id !== Number(body.get('id')));
      return ok();
    }),
  ];
}
