/**
 * RSS 2.0 wants an item's <author> to be an e-mail address ("lawyer@example.com (名字)"). Blog
 * authors have a name and no address, and the `feed` library writes the bare name as <author>;
 * this turns those into Dublin Core <dc:creator>, the usual element for a name.
 */
const DC = "http://purl.org/dc/elements/1.1/";
const EMAIL = /^[^\s@]+@[^\s@]+ \(/;

export function rssAuthorsAsCreators(rss: string): string {
  let changed = false;
  const out = rss.replace(/<author>([^<]*)<\/author>/g, (whole, text: string) => {
    if (EMAIL.test(text)) return whole;
    changed = true;
    return `<dc:creator>${text}</dc:creator>`;
  });
  if (!changed || /<rss\b[^>]*xmlns:dc=/.test(out)) return out;
  return out.replace(/<rss\b([^>]*)>/, `<rss$1 xmlns:dc="${DC}">`);
}
