// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, refuse } from '@platform/api-client/mocks';
import { Toast } from '../kit';
import { fireEvent, renderPage, screen, server, waitFor } from '../testing';
import { setupAreaTests } from '../testing/setup';
import { ImageUploader } from './ImageUploader';

setupAreaTests(['validation']);
afterEach(() => vi.restoreAllMocks());

function pick(file: File) {
  fireEvent.change(screen.getByTestId('image-uploader-input'), { target: { files: [file] } });
}

function renderUploader() {
  const toast = vi.spyOn(Toast, 'show');
  renderPage(<ImageUploader purpose="voucher" max={1} />, { url: '/' });
  return {
    toasts: () =>
      toast.mock.calls.map(([props]) => (typeof props === 'object' ? props.content : props)),
  };
}

describe('image uploader refusals', () => {
  it('says a refused file once, the same in the toast and under the field', async () => {
    const { toasts } = renderUploader();
    pick(new File(['x'], 'notes.txt', { type: 'text/plain' }));
    const under = await screen.findByTestId('image-uploader-refusal');
    expect(under.textContent).not.toBe('');
    expect(toasts()).toEqual([under.textContent]);
  });

  it('shows the server refusal (already a toast from the shell) under the field, not a second message', async () => {
    server.use(refuse('uploadFile', 1, 'The image could not be read'));
    const { toasts } = renderUploader();
    pick(new File([new Uint8Array([0xff, 0xd8, 0xff])], 'v.jpg', { type: 'image/jpeg' }));
    expect((await screen.findByTestId('image-uploader-refusal')).textContent).toBe(
      'The image could not be read',
    );
    expect(toasts()).toEqual([]);
  });

  it('clears the refusal once a file is accepted', async () => {
    server.use(answer('uploadFile', { url: '/uploads/v.jpg' }));
    renderUploader();
    pick(new File(['x'], 'notes.txt', { type: 'text/plain' }));
    await screen.findByTestId('image-uploader-refusal');
    pick(new File([new Uint8Array([0xff, 0xd8, 0xff])], 'v.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(screen.queryByTestId('image-uploader-refusal')).toBeNull());
  });
});
