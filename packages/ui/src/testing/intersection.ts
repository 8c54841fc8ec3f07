import { afterEach, vi } from 'vitest';

type Callback = (entries: { isIntersecting: boolean }[]) => void;
const observers = new Set<{ callback: Callback; nodes: Set<Element> }>();

/**
 * happy-dom lays nothing out, so nothing ever scrolls into view: this IntersectionObserver lets a
 * test say "the end of the list is on screen now".
 */
export function installIntersectionObserver() {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly entry: { callback: Callback; nodes: Set<Element> };
      constructor(callback: Callback) {
        this.entry = { callback, nodes: new Set() };
        observers.add(this.entry);
      }
      observe(node: Element) {
        this.entry.nodes.add(node);
      }
      disconnect() {
        observers.delete(this.entry);
      }
      unobserve(node: Element) {
        this.entry.nodes.delete(node);
      }
    },
  );
  afterEach(() => observers.clear());
}

/** Scrolls `node` into view for every observer watching it. */
export function scrollIntoView(node: Element) {
  for (const { callback, nodes } of [...observers]) {
    if (nodes.has(node)) callback([{ isIntersecting: true }]);
  }
}
