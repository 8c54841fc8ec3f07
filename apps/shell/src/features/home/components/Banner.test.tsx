import { routePath } from '@platform/routes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer } from '@platform/api-client/mocks';
import { SLIDE_IMAGE } from '@platform/api-client';
import { fireEvent, renderPage, screen, server, waitFor } from '@platform/ui/testing';
import { guestSession } from '../../../testing/guestPage';
import { BANNER_AUTOPLAY_MS, Banner } from './Banner';

const RATIO = `${SLIDE_IMAGE.width} / ${SLIDE_IMAGE.height}`;

function serveSlides() {
  server.use(
    answer('getSilde', {
      slideList: [
        { id: 1, title: 'First-deposit bonus', imageUrl: '/b/1.svg', linkUrl: routePath('offers') },
        {
          id: 2,
          title: 'Invite friends',
          imageUrl: '/b/2.svg',
          linkUrl: routePath('inviteFriends'),
        },
        { id: 3, title: 'Just a picture', imageUrl: '/b/3.svg', linkUrl: null },
      ],
    }),
  );
}

function renderBanner() {
  return renderPage(<Banner />, { url: routePath('home'), session: guestSession });
}

describe('home banner', () => {
  it("opens a slide's link on tap", async () => {
    serveSlides();
    const { currentUrl } = renderBanner();
    fireEvent.click(await screen.findByTestId('banner-slide-2'));
    await waitFor(() => expect(currentUrl()).toBe(routePath('inviteFriends')));
  });

  it('stays on home when a slide has no link', async () => {
    serveSlides();
    const { currentUrl } = renderBanner();
    fireEvent.click(await screen.findByTestId('banner-slide-3'));
    expect(currentUrl()).toBe(routePath('home'));
  });

  it("lays the slide's translated title over its wordless image", async () => {
    serveSlides();
    renderBanner();
    const slide = await screen.findByTestId('banner-slide-1');
    expect(slide.textContent).toBe('First-deposit bonus');
    expect(slide.querySelector('img')?.getAttribute('alt')).toBe('First-deposit bonus');
  });

  it('keeps its box at the images ratio before the slides and their images load', async () => {
    serveSlides();
    const { container } = renderBanner();
    const empty = container.querySelector<HTMLElement>('.home-banner');
    expect(empty?.style.aspectRatio).toBe(RATIO);

    const slide = await screen.findByTestId('banner-slide-1');
    // jsdom never loads an image: this is the box as it stands before the image arrives.
    expect(slide.style.aspectRatio).toBe(RATIO);
    expect(screen.getByTestId('banner').style.aspectRatio).toBe(RATIO);
  });
});

/** The track as a phone lays it out: happy-dom has no layout, so its width is given here. */
function layOut(track: HTMLElement, width: number) {
  Object.defineProperty(track, 'clientWidth', { configurable: true, value: width });
  const scrollTo = vi.fn((options: ScrollToOptions) => {
    track.scrollLeft = options.left ?? 0;
  });
  track.scrollTo = scrollTo as unknown as HTMLElement['scrollTo'];
  return scrollTo;
}

function activeDot() {
  const dots = [...screen.getByTestId('banner-dots').children];
  return dots.findIndex((dot) => dot.classList.contains('home-banner-dot--active'));
}

describe('home banner carousel', () => {
  afterEach(() => vi.useRealTimers());

  it('swipes through its slides, one dot each, the dot following the scroll', async () => {
    serveSlides();
    renderBanner();
    await screen.findByTestId('banner-slide-1');
    const track = screen.getByTestId('banner').querySelector<HTMLElement>('.home-banner-track')!;
    expect(track.children).toHaveLength(3);
    expect(screen.getByTestId('banner-dots').children).toHaveLength(3);
    expect(activeDot()).toBe(0);

    layOut(track, 375);
    track.scrollLeft = 750;
    fireEvent.scroll(track);
    expect(activeDot()).toBe(2);
  });

  it('moves on by itself, smoothly, back to the first after the last, never while touched', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    serveSlides();
    renderBanner();
    await screen.findByTestId('banner-slide-1');
    const track = screen.getByTestId('banner').querySelector<HTMLElement>('.home-banner-track')!;
    const scrollTo = layOut(track, 375);

    vi.advanceTimersByTime(BANNER_AUTOPLAY_MS);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 375, behavior: 'smooth' });

    fireEvent.touchStart(track);
    vi.advanceTimersByTime(BANNER_AUTOPLAY_MS * 2);
    expect(scrollTo).toHaveBeenCalledTimes(1);

    fireEvent.touchEnd(track);
    vi.advanceTimersByTime(BANNER_AUTOPLAY_MS);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 750, behavior: 'smooth' });
    vi.advanceTimersByTime(BANNER_AUTOPLAY_MS);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'smooth' });
  });

  it('stays put once its pause button is pressed, and while a slide has the focus', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    serveSlides();
    renderBanner();
    const first = await screen.findByTestId('banner-slide-1');
    const track = screen.getByTestId('banner').querySelector<HTMLElement>('.home-banner-track')!;
    const scrollTo = layOut(track, 375);

    fireEvent.focus(first);
    vi.advanceTimersByTime(BANNER_AUTOPLAY_MS * 2);
    expect(scrollTo).not.toHaveBeenCalled();
    fireEvent.blur(first);

    const pause = screen.getByRole('button', { name: 'Pause the slides' });
    fireEvent.click(pause);
    expect(pause.getAttribute('aria-pressed')).toBe('true');
    vi.advanceTimersByTime(BANNER_AUTOPLAY_MS * 3);
    expect(scrollTo).not.toHaveBeenCalled();

    fireEvent.click(pause);
    vi.advanceTimersByTime(BANNER_AUTOPLAY_MS);
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
