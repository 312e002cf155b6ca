/**
 * Saves `content` as a file through the browser's own download: nothing leaves the page. The link is
 * in the document while clicked and the object URL is let go once the download has started. One
 * for the seed, the transactions' CSV, the sandbox's snapshots and the monthly statements' PDF.
 */
export function downloadText(content: string | ArrayBuffer, filename: string, type: string) {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
