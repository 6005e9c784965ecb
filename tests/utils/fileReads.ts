/**
 * A chosen file the browser cannot read, as when it was deleted or changed on the disk after it
 * was chosen: the FileReader reports an error and reading a blob's bytes is refused. jsdom reads
 * every file it holds, so the failure is made here. Returns a function that ends it.
 */
import { vi } from 'vitest';

export function failFileReads(which: 'all' | 'reader' = 'all'): () => void {
  const reader = vi.spyOn(FileReader.prototype, 'readAsDataURL').mockImplementation(function (
    this: FileReader,
  ) {
    queueMicrotask(() => this.dispatchEvent(new ProgressEvent('error')));
  });
  const bytes =
    which === 'all'
      ? vi
          .spyOn(Blob.prototype, 'arrayBuffer')
          .mockRejectedValue(new DOMException('The file could not be found.', 'NotFoundError'))
      : null;
  return () => {
    reader.mockRestore();
    bytes?.mockRestore();
  };
}
