/** The file as a data URL (what the scanner service and ticketImage take); rejects with the signal's reason when cancelled. */
export function readImageFile(file: Blob, signal: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    const abort = () => {
      reader.abort();
      reject(signal.reason);
    };
    signal.addEventListener('abort', abort, { once: true });
    reader.onload = () => {
      signal.removeEventListener('abort', abort);
      resolve(String(reader.result));
    };
    reader.onerror = () => {
      signal.removeEventListener('abort', abort);
      reject(reader.error ?? new Error('Could not read the file'));
    };
    reader.readAsDataURL(file);
  });
}
