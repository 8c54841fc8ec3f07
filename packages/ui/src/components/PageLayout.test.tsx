// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { recordCalls, renderPage, server, waitFor } from '../testing';
import { setupAreaTests } from '../testing/setup';
import { documentTitle } from '../hooks/useDocumentTitle';
import { PageLayout } from './PageLayout';

setupAreaTests([]);

describe("a page's tab title", () => {
  it('reads "<page> - <site>" on a page opened first: it asks for the site configuration itself', async () => {
    const siteInfo = recordCalls('getWebsiteBasicInfo', {
      websiteBasicList: [{ configKey: 'siteName', configValue: ' Star Site ' }],
    });
    server.use(siteInfo.handler);
    renderPage(
      <PageLayout title="Offers">
        <p>list</p>
      </PageLayout>,
      { url: '/' },
    );
    await waitFor(() => expect(document.title).toBe('Offers - Star Site'));
    expect(siteInfo.calls).toHaveLength(1);
  });

  it('is the page alone while no site is named, the site alone on a page with no title', () => {
    expect(documentTitle('Offers', undefined)).toBe('Offers');
    expect(documentTitle(undefined, 'Star Site')).toBe('Star Site');
    expect(documentTitle('Star Site', 'Star Site')).toBe('Star Site');
  });
});
