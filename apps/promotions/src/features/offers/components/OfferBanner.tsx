/**
 * The offer's banner in a box of fixed aspect ratio (promotions.css), so nothing below moves when
 * the image arrives; lazy, and an empty box when there is none.
 */
export function OfferBanner({ url, title }: { url: string | null; title: string }) {
  return (
    <div className="promotions-offer-banner">
      {url && <img src={url} alt={title} loading="lazy" decoding="async" />}
    </div>
  );
}
