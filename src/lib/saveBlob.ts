/** How long the object URL of a saved file lives (the browser has started the download by then). */
export const OBJECT_URL_LIFETIME_MS = 10_000;

/**
 * Saves a downloaded file: an object URL clicked through an <a download>, revoked again shortly
 * after. The file itself was fetched with the bearer token in a header, never in a URL.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}
