/** Content-Security-Policy additions for optional third-party services. Pure. */

export type CspAdditions = Record<string, string[]>;

export const GA_HOSTS: CspAdditions = {
  "script-src": ["https://www.googletagmanager.com"],
  "connect-src": [
    "https://www.google-analytics.com",
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
    "https://www.googletagmanager.com",
  ],
  "img-src": ["https://www.google-analytics.com", "https://www.googletagmanager.com"],
};

export const HOSTED_SEARCH_HOSTS: CspAdditions = {
  "connect-src": ["https://*.algolia.net", "https://*.algolianet.com", "https://*.algolia.io"],
};

/** Adds sources to the named directives of a policy, keeping the order and everything else. */
export function extendCsp(policy: string, ...additions: CspAdditions[]): string {
  const directives = policy
    .split(";")
    .map((d) => d.trim())
    .filter(Boolean)
    .map((d) => d.split(/\s+/));
  for (const add of additions) {
    for (const [name, sources] of Object.entries(add)) {
      const existing = directives.find((d) => d[0] === name);
      if (existing) existing.push(...sources.filter((s) => !existing.includes(s)));
      else directives.push([name, ...sources]);
    }
  }
  return directives.map((d) => d.join(" ")).join("; ");
}
