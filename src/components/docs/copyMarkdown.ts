/** Loaded on the first click of the copy button: fetches the page's Markdown and copies it. */
export async function copyMarkdown(url: string): Promise<void> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  await navigator.clipboard.writeText(await response.text());
}
