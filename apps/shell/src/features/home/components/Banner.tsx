import { useEffect, useRef, useState } from 'react';
import { SLIDE_IMAGE, useGetSildeQuery } from '@platform/api-client';
import { useTranslation } from '@platform/i18n';
import { Image, prefersReducedMotion, useAppNavigate } from '@platform/ui';
import { MotionToggle } from './MotionToggle';
import './home-media.css';

/** The box keeps the images' ratio before any image loads, so the page below never moves. */
const BOX = { aspectRatio: `${SLIDE_IMAGE.width} / ${SLIDE_IMAGE.height}` };
/** The next slide comes every 3 s (what the banner had), not while the player touches it. */
export const BANNER_AUTOPLAY_MS = 3000;

/**
 * The home banner from getSilde. The images carry no words: each slide's title is translated
 * text laid over its image, and a tap opens the slide's link (docs/decisions.md#home-page).
 * A CSS scroll-snap carousel (home-media.css): the player swipes, it moves on by itself, the dots
 * follow the scroll; no animation library on home. It stays put for a player who asks for less
 * motion, while a slide has the keyboard's focus, and once stopped with its pause button.
 */
export function Banner() {
  const { t } = useTranslation('shell');
  const { data } = useGetSildeQuery();
  const navigate = useAppNavigate();
  const slides = data?.slideList ?? [];
  const count = slides.length;
  const track = useRef<HTMLDivElement>(null);
  const touching = useRef(false);
  const [current, setCurrent] = useState(0);
  const [stopped, setStopped] = useState(false);
  const reduced = prefersReducedMotion();

  useEffect(() => {
    if (count < 2 || reduced || stopped) return;
    const timer = setInterval(() => {
      const el = track.current;
      if (!el || touching.current || document.hidden || el.clientWidth === 0) return;
      const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % count;
      el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
    }, BANNER_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [count, reduced, stopped]);

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
        onFocus={hold}
        onBlur={release}
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
      {count > 1 && !reduced && (
        <MotionToggle
          stopped={stopped}
          label={t('home.pauseBanner')}
          onToggle={() => setStopped((s) => !s)}
          className="home-banner-pause"
          testId="banner-pause"
        />
      )}
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
