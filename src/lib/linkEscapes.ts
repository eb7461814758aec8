/**
 * Content links whose "%" escapes are broken: a "%" not followed by two hexadecimal digits
 * ("#100%", "/docs/a%zz") is not URL syntax, and an escape cut off mid-character
 * ("#%E5%91%BD%E4%BB", as links pasted from chats often are) decodes to no text. Either names no
 * page or heading, and Gatsby's router throws "URI malformed" on it. Pure: the MDX pipeline
 * calls linkEscapeMessage for each link, image and link definition it reads.
 *
 * External links are checked for syntax only: another site may take escapes of a legacy
 * encoding in its query (GBK on older Chinese sites).
 */

const BARE_PERCENT = /%(?![0-9A-Fa-f]{2})/;

type Part = "path" | "query" | "fragment";

function parts(href: string): [Part, string][] {
  const hashAt = href.indexOf("#");
  const beforeHash = hashAt < 0 ? href : href.slice(0, hashAt);
  const queryAt = beforeHash.indexOf("?");
  const list: [Part, string][] = [
    ["path", queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt)],
    ["query", queryAt < 0 ? "" : beforeHash.slice(queryAt + 1)],
    ["fragment", hashAt < 0 ? "" : href.slice(hashAt + 1)],
  ];
  return list.filter(([, text]) => text !== "");
}

const decodes = (text: string): boolean => {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
};

/** Whether `href` leaves the site: a scheme (https:, mailto:) or a scheme-relative "//host". */
const isExternal = (href: string) => /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith("//");

/**
 * What is wrong with `href`'s escapes, as the end of a sentence beginning with the link
 * ("has a "%" …"), or null when they are fine.
 */
export function linkEscapeProblem(href: string): string | null {
  const external = isExternal(href);
  for (const [part, text] of parts(href)) {
    if (BARE_PERCENT.test(text))
      return `has a "%" not followed by two hexadecimal digits in its ${part} (write "%25" for a literal "%").`;
    if (!external && part !== "query" && !decodes(text))
      return `has a "%" escape in its ${part} that does not decode to UTF-8 text (cut off mid-character?): copy the address again, or write the text itself.`;
  }
  return null;
}

/**
 * The message for such a link at `place` (`<file>:<line>:<column>`); `subject` says what it is
 * (`link`, `image`, `link definition`, `attribute "href" of <a>`). Null when the escapes are fine.
 */
export function linkEscapeMessage(place: string, subject: string, href: string): string | null {
  const problem = linkEscapeProblem(href);
  if (!problem) return null;
  const shown = href.length > 80 ? `${href.slice(0, 77)}...` : href;
  return `${place}: ${subject} ${JSON.stringify(shown)} ${problem}`;
}
