// Reads the [[headers]] blocks of netlify.toml (the subset Netlify documents: a `for` path
// pattern with `*`, and a [headers.values] table of strings), so the local server and the tests
// use the very headers that production gets.

export function parseNetlifyHeaders(toml) {
  const rules = [];
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

function matches(pattern, urlPath) {
  const re = new RegExp(`^${pattern.split("*").map((s) => s.replace(/[.+?^${}()|[\]\\]/g, "\\$&")).join(".*")}$`);
  return re.test(urlPath);
}

export function headersFor(rules, urlPath) {
  const out = {};
  for (const rule of rules) if (matches(rule.for, urlPath)) Object.assign(out, rule.values);
  return out;
}

/** Netlify's _headers file: a path line, then indented "Name: value" lines. */
export function parseHeadersFile(text) {
  const rules = [];
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
