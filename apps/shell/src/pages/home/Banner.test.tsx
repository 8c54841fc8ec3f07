import { routePath } from '@platform/routes';
import { describe, expect, it } from 'vitest';
import { answer } from '@platform/api-client/mocks';
import { SLIDE_IMAGE } from '@platform/api-client';
import { fireEvent, renderPage, screen, server, waitFor } from '@platform/ui/testing';
import { guestSession } from '../../testing/guestPage';
import { Banner } from './Banner';

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
