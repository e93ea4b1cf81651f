/**
 * Hands `csv` to the browser as a download named `fileName`. A byte-order mark goes first so
 * Excel reads the file as UTF-8 (names with accents, the "·" in titles).
 */
export function downloadCsv(csv: string, fileName: string): void {
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: Chromium starts the download from the click, asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
