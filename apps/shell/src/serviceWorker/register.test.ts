import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, tellAssignedVersions } from './register';

function fakeServiceWorker() {
  const postMessage = vi.fn();
  const register = vi.fn(() => Promise.resolve({}));
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register, ready: Promise.resolve({ active: { postMessage } }) },
  });
  return { register, postMessage };
}

afterEach(() => {
  vi.unstubAllEnvs();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('registerServiceWorker', () => {
  it('registers ./sw.js for the page scope in a production build', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const { register } = fakeServiceWorker();
    registerServiceWorker();
    if (document.readyState !== 'complete') window.dispatchEvent(new Event('load'));
    expect(register).toHaveBeenCalledWith('./sw.js', { scope: './' });
  });

  it('waits for the page to load before registering', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const { register } = fakeServiceWorker();
    const state = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    registerServiceWorker();
    expect(register).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(register).toHaveBeenCalledTimes(1);
    state.mockRestore();
  });

  it('registers nothing outside a production build', () => {
    vi.stubEnv('NODE_ENV', 'development');
    const { register } = fakeServiceWorker();
    registerServiceWorker();
    window.dispatchEvent(new Event('load'));
    expect(register).not.toHaveBeenCalled();
  });

  it('only logs a failed registration', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const { register } = fakeServiceWorker();
    register.mockReturnValueOnce(Promise.reject(new Error('insecure')));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    registerServiceWorker();
    window.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    warn.mockRestore();
  });
});

it('tells the active worker which versions the device is assigned', async () => {
  const { postMessage } = fakeServiceWorker();
  tellAssignedVersions({ wallet: '1.0.0-aa' });
  await vi.waitFor(() =>
    expect(postMessage).toHaveBeenCalledWith({
      type: 'assigned',
      versions: { wallet: '1.0.0-aa' },
    }),
  );
});
