// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { screen } from '../testing';
import { setupAreaTests } from '../testing/setup';
import { LoadMore } from './LoadMore';

setupAreaTests([]);

describe('the end of an endless list tells a screen reader what it does', () => {
  it('is a status that says it is loading, then the end', () => {
    const view = render(
      <LoadMore hasMore loading onLoadMore={() => undefined} endText="No more" />,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading');
    view.rerender(
      <LoadMore hasMore={false} loading={false} onLoadMore={() => undefined} endText="No more" />,
    );
    expect(screen.getByRole('status').textContent).toBe('No more');
  });
});
