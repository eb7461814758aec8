// Reads the [[headers]] blocks of netlify.toml (the subset Netlify documents: a `for` path
// pattern with `*`, and a [headers.values] table of strings), so the local server and the tests
// use the very headers that production gets. Plain JavaScript with JSDoc types, because the
// local server (scripts/serve.mjs) runs in Node without a TypeScript step.

/** @typedef {{ for: string, values: Record<string, string> }} HeaderRule */

/**
 * @param {string} toml
 * @returns {HeaderRule[]}
 */
export function parseNetlifyHeaders(toml) {
  /** @type {HeaderRule[]} */
  const rules = [];
  /** @type {HeaderRule | null} */
  let current = null;
  let inValues = false;
  for (const raw of toml.split("\n")) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    if (line === "[[headers]]") {
      current = { for: "", values: {} };
      rules.push(current);
      inValues = false;
      continue;
    }
    if (line.startsWith("[")) {
      inValues = current !== null && line === "[headers.values]";
      if (!inValues && line !== "[headers.values]") current = null;
      continue;
    }
    const m = /^("?)([A-Za-z0-9_.-]+)\1\s*=\s*"((?:[^"\\]|\\.)*)"$/.exec(line);
    if (!m || !current) continue;
    const value = m[3].replace(/\\"/g, '"').replace(/\\\\/g, "\\");
    if (inValues) current.values[m[2]] = value;
    else if (m[2] === "for") current.for = value;
  }
  return rules;
}

/**
 * @param {string} pattern
 * @param {string} urlPath
 */
function matches(pattern, urlPath) {
  // "s": a splat matches every character, line breaks and U+2028/2029 included, so "/*" covers
  // a path like "/x%0a" too.
  const re = new RegExp(
    `^${pattern
      .split("*")
      .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
      .join(".*")}$`,
    "s",
  );
  return re.test(urlPath);
}

/**
 * @param {HeaderRule[]} rules
 * @param {string} urlPath
 * @returns {Record<string, string>}
 */
export function headersFor(rules, urlPath) {
  /** @type {Record<string, string>} */
  const out = {};
  for (const rule of rules) if (matches(rule.for, urlPath)) Object.assign(out, rule.values);
  return out;
}

/** Netlify's _headers file: a path line, then indented "Name: value" lines. */
/**
 * @param {string} text
 * @returns {HeaderRule[]}
 */
export function parseHeadersFile(text) {
  /** @type {HeaderRule[]} */
  const rules = [];
  /** @type {HeaderRule | null} */
  let current = null;
  for (const raw of text.split("\n")) {
    if (!raw.trim() || raw.trim().startsWith("#")) continue;
    if (!/^\s/.test(raw)) {
      current = { for: raw.trim(), values: {} };
      rules.push(current);
    } else if (current) {
      const i = raw.indexOf(":");
      if (i > 0) current.values[raw.slice(0, i).trim()] = raw.slice(i + 1).trim();
    }
  }
  return rules;
}
