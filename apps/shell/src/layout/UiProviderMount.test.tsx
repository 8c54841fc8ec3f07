import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { loadKitLocale, UiProvider } from '@platform/ui';

describe('the kit provider around the app', () => {
  it('keeps the pages mounted while the kit texts of the language load', async () => {
    let mounts = 0;
    function Page() {
      useEffect(() => {
        mounts += 1;
      }, []);
      return <input data-testid="typed" defaultValue="" />;
    }
    const view = render(
      <UiProvider language="en">
        <Page />
      </UiProvider>,
    );
    const input = view.getByTestId('typed') as HTMLInputElement;
    act(() => {
      input.value = 'player01';
    });
    // The kit's locale arrives asynchronously; the page must survive it.
    await act(async () => {
      await loadKitLocale('en');
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(mounts).toBe(1);
    expect((view.getByTestId('typed') as HTMLInputElement).value).toBe('player01');
  });
});
