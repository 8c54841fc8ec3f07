// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { canInstall, captureInstallPrompt, promptInstall } from './installPrompt';

function installEvent(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(() => Promise.resolve());
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) });
  return { event, prompt };
}

let stop: () => void;
beforeEach(() => {
  stop = captureInstallPrompt();
});
afterEach(async () => {
  window.dispatchEvent(new Event('appinstalled'));
  stop();
});

describe('install prompt', () => {
  it('cannot install before the browser offers it', async () => {
    expect(canInstall()).toBe(false);
    expect(await promptInstall()).toBe('unavailable');
  });

  it("keeps the browser's offer instead of its banner, and prompts when asked", async () => {
    const { event, prompt } = installEvent('accepted');
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(canInstall()).toBe(true);
    expect(await promptInstall()).toBe('accepted');
    expect(prompt).toHaveBeenCalledTimes(1);
  });

  it('prompts once per offer and answers a refusal', async () => {
    window.dispatchEvent(installEvent('dismissed').event);
    expect(await promptInstall()).toBe('dismissed');
    expect(canInstall()).toBe(false);
  });

  it('forgets the offer once the app is installed', () => {
    window.dispatchEvent(installEvent('accepted').event);
    window.dispatchEvent(new Event('appinstalled'));
    expect(canInstall()).toBe(false);
  });
});
