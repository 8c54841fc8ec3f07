import { useGetNoticeQuery } from '@platform/api-client';
import { NoticeBar } from '@platform/ui';

/** The notice marquee from getNotice. */
export function NoticeMarquee() {
  const { data } = useGetNoticeQuery();
  const notices = data?.noticeList ?? [];
  if (notices.length === 0) return null;
  return (
    <NoticeBar
      data-testid="notice-marquee"
      content={notices.map((n) => n.title).join('　·　')}
      color="alert"
    />
  );
}
