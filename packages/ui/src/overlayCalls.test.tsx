// @vitest-environment happy-dom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, renderPage, screen } from './testing';
import { setupAreaTests } from './testing/setup';
import { Dialog, Popup } from './kit';

setupAreaTests([]);

/** A fresh copy of the kit, as a page has it before @platform/ui/overlays was ever loaded. */
async function freshKit() {
  vi.resetModules();
  const renderer = await import('./kitRenderer');
  renderer.installKitRenderer();
  return import('./overlayCalls');
}

describe("the main entry's Dialog (loads @platform/ui/overlays on first use)", () => {
  it('confirm resolves true when the player confirms, through the real dialog', async () => {
    const answer = Dialog.confirm({ content: 'Delete it?', confirmText: 'Yes', cancelText: 'No' });
    fireEvent.click(await screen.findByText('Yes'));
    await expect(answer).resolves.toBe(true);
  });

  it('confirm resolves false when the player cancels', async () => {
    const answer = Dialog.confirm({ content: 'Keep it?', confirmText: 'Keep', cancelText: 'Drop' });
    fireEvent.click(await screen.findByText('Drop'));
    await expect(answer).resolves.toBe(false);
  });

  it('shows nothing that was cleared or closed before the entry arrived', async () => {
    const kit = await freshKit();
    kit.Toast.clear();
    const closed = kit.Dialog.show({ content: 'Closed early' });
    closed.close();
    kit.Dialog.show({ content: 'Left on the old page' });
    const asked = kit.Dialog.confirm({ content: 'Asked on the old page' });
    kit.Dialog.clear();
    await expect(asked).resolves.toBe(false);
    kit.Dialog.show({ content: 'After the clear' });
    expect(await screen.findByText('After the clear')).toBeTruthy();
    expect(screen.queryByText('Closed early')).toBeNull();
    expect(screen.queryByText('Left on the old page')).toBeNull();
    expect(screen.queryByText('Asked on the old page')).toBeNull();
    (await import('./overlays')).Dialog.clear();
  });
});

describe('when @platform/ui/overlays cannot load (offline)', () => {
  afterEach(() => vi.doUnmock('@platform/ui/overlays'));

  it('confirms nothing and loses the toast, without an unhandled failure', async () => {
    vi.doMock('@platform/ui/overlays', () => {
      throw new Error('offline');
    });
    const kit = await freshKit();
    await expect(kit.Dialog.confirm({ content: 'Go ahead?' })).resolves.toBe(false);
    kit.Toast.show('Lost');

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Lost')).toBeNull();
  });
});

describe('loading the overlays ahead of the first tap', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(document, 'readyState');
  });

  it('waits for the page to load, then for the browser to be idle', async () => {
    const kit = await freshKit();
    const idle = vi.fn<(load: () => void, options: IdleRequestOptions) => number>();
    vi.stubGlobal('requestIdleCallback', idle);
    Object.defineProperty(document, 'readyState', { configurable: true, value: 'loading' });

    kit.preloadOverlaysWhenIdle();
    expect(idle).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveBeenCalledTimes(1);
    expect(idle.mock.calls[0]![1]).toEqual({ timeout: 3000 });

    idle.mock.calls[0]![0]();
    // Loading or loaded: a second call (UiProvider mounts again) schedules nothing.
    kit.preloadOverlaysWhenIdle();
    expect(idle).toHaveBeenCalledTimes(1);
  });
});

function Sheet() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Popup visible={open} onMaskClick={() => setOpen(false)}>
        <p data-testid="sheet-content">In the sheet</p>
      </Popup>
    </>
  );
}

describe("the main entry's Popup", () => {
  it('renders nothing while never opened, then the real popup with its content', async () => {
    renderPage(<Sheet />, { url: '/' });
    expect(document.querySelector('.adm-popup')).toBeNull();
    expect(screen.queryByTestId('sheet-content')).toBeNull();

    fireEvent.click(screen.getByText('Open'));
    expect((await screen.findByTestId('sheet-content')).textContent).toBe('In the sheet');
    expect(document.querySelector('.adm-popup')).not.toBeNull();
  });
});
