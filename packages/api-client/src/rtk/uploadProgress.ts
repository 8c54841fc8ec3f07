/**
 * Upload progress for a file being sent by a multipart call: the component that picked the file
 * watches it; the transport reports what fraction has gone. Keyed by the file itself, so the
 * generated mutation's arguments stay exactly the contract's.
 */
type ProgressListener = (fraction: number) => void;

const listeners = new WeakMap<Blob, ProgressListener>();

/** Reports 0..1 for this file while it uploads; returns the function that stops watching. */
export function watchUploadProgress(file: Blob, listener: ProgressListener): () => void {
  listeners.set(file, listener);
  return () => listeners.delete(file);
}

export function reportUploadProgress(files: readonly Blob[], fraction: number): void {
  for (const file of files) listeners.get(file)?.(fraction);
}
