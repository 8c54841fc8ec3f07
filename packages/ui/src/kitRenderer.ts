import type { ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';

const roots = new WeakMap<Element | DocumentFragment, Root>();

/**
 * The kit's imperative pieces (Toast, Dialog.confirm, …) render into their own container with
 * React's legacy `render`, which React 19 removed: without this they show nothing at all. Call
 * once before the first toast, in the shell and in each area's standalone dev entry.
 */
export function installKitRenderer(): void {
  unstableSetRender((node: ReactElement, container: Element | DocumentFragment) => {
    const root = roots.get(container) ?? createRoot(container);
    roots.set(container, root);
    root.render(node);
    return async () => {
      // Unmounting inside the kit's own render pass would warn; wait for it to finish.
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
      roots.delete(container);
    };
  });
}
