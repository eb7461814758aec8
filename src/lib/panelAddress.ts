/**
 * "我的面板": a reader's own panel address, put into the API request samples in place of the
 * placeholder host. Only an origin is accepted (scheme, host, port): never a path, a query or
 * credentials, so nothing secret can end up in storage or on screen by this route.
 */
import { escapeHtml } from "./escapeHtml";

/** DNS bounds (RFC 1035): a name of at most 253 characters, each label at most 63. */
const MAX_HOST = 253;
const MAX_LABEL = 63;
/** Longer than any origin within those bounds ("https://" + host + ":65535", a slash, spaces). */
export const MAX_PANEL_ADDRESS_INPUT = 300;

/** The origin of an http(s) panel address the reader typed, or null when it is not one. */
export function normalizePanelAddress(input: string): string | null {
  const text = input.trim();
  // Before parsing: a huge value (pasted, or planted in storage) is never parsed, stored or shown.
  if (!text || text.length > MAX_PANEL_ADDRESS_INPUT) return null;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `http://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.username || url.password || url.search || url.hash || (url.pathname !== "/" && url.pathname !== ""))
    return null;
  if (!url.hostname) return null;
  // The parser's host is already in its ASCII (punycode) form; IPv6 literals are short anyway.
  if (url.hostname.length > MAX_HOST || url.hostname.split(".").some((label) => label.length > MAX_LABEL)) return null;
  return url.origin;
}

/** How the placeholder stands in sample HTML: Prism escapes only `&` and `<`; plain text is fully escaped. */
const encodings = (text: string) => [...new Set([text.replace(/&/g, "&amp;").replace(/</g, "&lt;"), escapeHtml(text)])];

/** Sample HTML (already highlighted) with every placeholder host replaced by the reader's panel. */
export function withPanelAddress(html: string, placeholder: string, origin: string | null): string {
  if (!origin) return html;
  return encodings(placeholder).reduce((out, form) => out.split(form).join(escapeHtml(origin)), html);
}
