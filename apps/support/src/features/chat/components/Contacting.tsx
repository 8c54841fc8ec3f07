import { useSearchParams } from '@platform/ui/router';
import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { Button, DelayedSpinner, PageLayout, Result, useBack } from '@platform/ui';
import { groupOf } from '../chatRules';
import { useChatSession } from '../hooks/useChatSession';
import { ChatRoom } from './ChatRoom';
import { GuestCaptcha } from './GuestCaptcha';
import { GuestNameForm } from './GuestNameForm';

/**
 * The chat with a desk group (docs/product-rules.md#customer-service), `?group=online|finance`;
 * `?order=` (a finance question about a deposit) starts the first line with the order.
 */
export function Contacting() {
  const { t } = useTranslation('support');
  const [params] = useSearchParams();
  const group = groupOf(params.get('group'));
  const order = params.get('order');
  const back = useBack(routePath('customerService'));
  const { session, submitName, submitCaptcha, retry } = useChatSession(group);
  const initialText = order && group === 'finance' ? t('chat.aboutOrder', { orderNo: order }) : '';
  return (
    <PageLayout title={t('chat.title')} onBack={back}>
      {session.state === 'opening' && <DelayedSpinner />}
      {session.state === 'name' && <GuestNameForm onSubmit={submitName} />}
      {session.state === 'captcha' && <GuestCaptcha onSubmit={submitCaptcha} />}
      {session.state === 'failed' && (
        <div data-testid="chat-open-failed">
          <Result status="warning" title={t('chat.openFailed')} />
          <div className="support-chat-actions">
            <Button block color="primary" onClick={retry}>
              {t('chat.retry')}
            </Button>
          </div>
        </div>
      )}
      {session.state === 'open' && (
        <ChatRoom
          key={session.conversation.id}
          group={group}
          conversation={session.conversation}
          visitorKey={session.visitorKey}
          initialText={initialText}
          onReopen={retry}
        />
      )}
    </PageLayout>
  );
}
