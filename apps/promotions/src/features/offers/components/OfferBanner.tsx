/**
 * The offer's banner in a box of fixed aspect ratio (promotions.css), so nothing below moves when
 * the image arrives; lazy, and an empty box when there is none. The picture carries no words and
 * the title is the text right under it, so it is decoration to a screen reader (empty alt): the
 * card is not read out with its title twice.
 */
export function OfferBanner({ url }: { url: string | null }) {
  return (
    <div className="promotions-offer-banner">
      {url && <img src={url} alt="" loading="lazy" decoding="async" />}
    </div>
  );
}
