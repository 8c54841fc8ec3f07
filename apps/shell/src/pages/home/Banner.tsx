import { useGetSildeQuery } from '@platform/api-client';
import { Image, Swiper } from '@platform/ui';

/** The home banner from getSilde. */
export function Banner() {
  const { data } = useGetSildeQuery();
  const slides = data?.slideList ?? [];
  if (slides.length === 0) return <div className="home-banner home-banner--empty" />;
  return (
    <Swiper className="home-banner" autoplay loop data-testid="banner">
      {slides.map((slide) => (
        <Swiper.Item key={slide.id}>
          <Image
            src={slide.imageUrl}
            alt={slide.title}
            fit="cover"
            className="home-banner-image"
            lazy={false}
          />
        </Swiper.Item>
      ))}
    </Swiper>
  );
}
