/**
 * Saves `text` as a file (an .ics opens the calendar app on most phones). Built in the page,
 * so it works offline. The object URL is freed once the browser had time to start the save.
 */
export function downloadText(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
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

export const ICS_TYPE = 'text/calendar;charset=utf-8';
