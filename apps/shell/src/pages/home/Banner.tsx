import { useGetSildeQuery } from '@platform/api-client';
import { SLIDE_IMAGE } from '@platform/api-client';
import { Image, Swiper, useAppNavigate } from '@platform/ui';

/** The box keeps the images' ratio before any image loads, so the page below never moves. */
const BOX = { aspectRatio: `${SLIDE_IMAGE.width} / ${SLIDE_IMAGE.height}` };

/**
 * The home banner from getSilde. The images carry no words: each slide's title is translated
 * text laid over its image, and a tap opens the slide's link (docs/decisions.md#home-page).
 */
export function Banner() {
  const { data } = useGetSildeQuery();
  const navigate = useAppNavigate();
  const slides = data?.slideList ?? [];
  if (slides.length === 0) return <div className="home-banner home-banner--empty" style={BOX} />;
  return (
    <Swiper className="home-banner" style={BOX} autoplay loop data-testid="banner">
      {slides.map((slide) => (
        <Swiper.Item key={slide.id}>
          <button
            type="button"
            className="home-banner-slide"
            style={BOX}
            data-testid={`banner-slide-${slide.id}`}
            disabled={!slide.linkUrl}
            onClick={() => slide.linkUrl && navigate(slide.linkUrl)}
          >
            <Image
              src={slide.imageUrl}
              alt={slide.title}
              fit="cover"
              className="home-banner-image"
              lazy={false}
            />
            <span className="home-banner-title" aria-hidden>
              {slide.title}
            </span>
          </button>
        </Swiper.Item>
      ))}
    </Swiper>
  );
}
