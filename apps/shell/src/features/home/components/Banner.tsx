import { useEffect, useRef, useState } from 'react';
import { SLIDE_IMAGE, useGetSildeQuery } from '@platform/api-client';
import { Image, useAppNavigate } from '@platform/ui';
import './home-media.css';

/** The box keeps the images' ratio before any image loads, so the page below never moves. */
const BOX = { aspectRatio: `${SLIDE_IMAGE.width} / ${SLIDE_IMAGE.height}` };
/** The next slide comes every 3 s (what the banner had), not while the player touches it. */
export const BANNER_AUTOPLAY_MS = 3000;

/**
 * The home banner from getSilde. The images carry no words: each slide's title is translated
 * text laid over its image, and a tap opens the slide's link (docs/decisions.md#home-page).
 * A CSS scroll-snap carousel (home-media.css): the player swipes, it moves on by itself, the dots
 * follow the scroll; no animation library on home.
 */
export function Banner() {
  const { data } = useGetSildeQuery();
  const navigate = useAppNavigate();
  const slides = data?.slideList ?? [];
  const count = slides.length;
  const track = useRef<HTMLDivElement>(null);
  const touching = useRef(false);
  const [current, setCurrent] = useState(0);

  useEffect(() => {
    if (count < 2 || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => {
      const el = track.current;
      if (!el || touching.current || document.hidden || el.clientWidth === 0) return;
      const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % count;
      el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
    }, BANNER_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [count]);

  if (count === 0) return <div className="home-banner home-banner--empty" style={BOX} />;
  const hold = () => {
    touching.current = true;
  };
  const release = () => {
    touching.current = false;
  };
  return (
    <div className="home-banner" style={BOX} data-testid="banner">
      <div
        ref={track}
        className="home-banner-track"
        onScroll={(event) => {
          const el = event.currentTarget;
          if (el.clientWidth > 0) setCurrent(Math.round(el.scrollLeft / el.clientWidth));
        }}
        onPointerDown={hold}
        onPointerUp={release}
        onPointerCancel={release}
        onTouchStart={hold}
        onTouchEnd={release}
        onTouchCancel={release}
      >
        {slides.map((slide) => (
          <button
            key={slide.id}
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
        ))}
      </div>
      {count > 1 && (
        <div className="home-banner-dots" aria-hidden data-testid="banner-dots">
          {slides.map((slide, index) => (
            <span
              key={slide.id}
              className={`home-banner-dot${index === current ? ' home-banner-dot--active' : ''}`}
            />
          ))}
        </div>
      )}
    </div>
  );
}
