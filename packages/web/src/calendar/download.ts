/**
 * Saves `blob` as a file named `fileName`. Built in the page, so it works offline. The object
 * URL is freed once the browser had time to start the save.
 */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** Saves `text` as a file (an .ics opens the calendar app on most phones). */
export function downloadText(fileName: string, text: string, type: string): void {
  downloadBlob(fileName, new Blob([text], { type }));
}

export const ICS_TYPE = 'text/calendar;charset=utf-8';
