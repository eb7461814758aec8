/** The request samples of an endpoint (curl, fetch, Python requests), from its description alone. */
import { SAMPLE_HOST } from "../apiSampleHost";
import type { ApiEndpointData, ApiParam } from "./endpointSchema";

/** What every request sample sends, taken from the description alone. */
interface RequestParts {
  method: ApiEndpointData["method"];
  /** Host and path, path parameters filled in, without the query. */
  base: string;
  query: [string, string][];
  headers: [string, string][];
  json: unknown;
  form: { name: string; value: string; file: boolean }[];
}

/**
 * The parts of the sample request: path parameters filled with their example or default (else
 * a `<name>` placeholder), the query parameters that have a value to show, the auth header and
 * any header parameters, and the JSON body or the form fields.
 */
export function requestParts(e: ApiEndpointData, host = SAMPLE_HOST): RequestParts {
  const valueOf = (p: ApiParam) => p.example ?? p.default;
  const path = e.path.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const p = e.params.find((x) => x.in === "path" && x.name === name);
    return p ? encodeURIComponent(valueOf(p) ?? "") || `<${name}>` : whole;
  });
  const query = e.params
    .filter((p) => p.in === "query" && valueOf(p) !== null && (p.required || p.example !== null))
    .map((p): [string, string] => [p.name, valueOf(p) ?? ""]);
  const headers: [string, string][] = [];
  if (e.auth === "jwt") headers.push(["Authorization", "Bearer <令牌>"]);
  if (e.auth === "token") headers.push(["api-token", "<令牌>"]);
  for (const p of e.params.filter((x) => x.in === "header")) headers.push([p.name, valueOf(p) ?? `<${p.name}>`]);
  const form = e.params
    .filter((p) => p.in === "form")
    .map((p) =>
      p.type === "file"
        ? { name: p.name, value: (p.example ?? "@<本地文件>").replace(/^@/, ""), file: true }
        : { name: p.name, value: p.example ?? `<${p.name}>`, file: false },
    );
  const json = !form.length && e.body ? (JSON.parse(e.body) as unknown) : null;
  return { method: e.method, base: `${host}${path}`, query, headers, json, form };
}

const queryString = (query: [string, string][]) =>
  query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join("&");
const urlOf = (r: RequestParts) => `${r.base}${r.query.length ? `?${queryString(r.query)}` : ""}`;

/** The curl command shown for an endpoint: real method, path, auth header and body. */
export function curlExample(e: ApiEndpointData, host = SAMPLE_HOST): string {
  const r = requestParts(e, host);
  const lines = [`curl -X ${r.method} "${urlOf(r)}"`];
  for (const [name, value] of r.headers) lines.push(`-H "${name}: ${value}"`);
  if (r.form.length) {
    for (const f of r.form) lines.push(`-F "${f.name}=${f.file ? "@" : ""}${f.value}"`);
  } else if (r.json !== null) {
    lines.push(`-H "Content-Type: application/json"`);
    lines.push(`-d '${JSON.stringify(r.json)}'`);
  }
  return lines.join(" \\\n  ");
}

const indent = (text: string, by: string) => text.replace(/\n/g, `\n${by}`);

/** The same request with the browser's (and Node.js 18+'s) fetch. */
export function fetchExample(e: ApiEndpointData, host = SAMPLE_HOST): string {
  const r = requestParts(e, host);
  const lines: string[] = [];
  const options: string[] = [];
  const headers = [...r.headers];
  if (r.form.length) {
    lines.push("const form = new FormData();");
    for (const f of r.form) {
      lines.push(
        f.file
          ? `form.append(${JSON.stringify(f.name)}, fileInput.files[0]); // fileInput 是选中了 ${f.value} 的 <input type="file">`
          : `form.append(${JSON.stringify(f.name)}, ${JSON.stringify(f.value)});`,
      );
    }
  } else if (r.json !== null) headers.push(["Content-Type", "application/json"]);
  if (r.method !== "GET" || headers.length || r.form.length || r.json !== null) options.push(`method: "${r.method}",`);
  if (headers.length)
    options.push(
      `headers: {\n${headers.map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)},`).join("\n")}\n},`,
    );
  if (r.form.length) options.push("body: form,");
  else if (r.json !== null) options.push(`body: JSON.stringify(${JSON.stringify(r.json, null, 2)}),`);
  const call = options.length
    ? `fetch(${JSON.stringify(urlOf(r))}, {\n  ${indent(options.join("\n"), "  ")}\n})`
    : `fetch(${JSON.stringify(urlOf(r))})`;
  lines.push(`const response = await ${call};`);
  lines.push("const data = await response.json();");
  lines.push("console.log(data);");
  return lines.join("\n");
}

/** A JSON value as a Python literal (True, False, None), indented like json.dumps(indent=4). */
export function pythonLiteral(value: unknown, depth = 0): string {
  const pad = "    ".repeat(depth + 1);
  const end = "    ".repeat(depth);
  if (value === null) return "None";
  if (value === true) return "True";
  if (value === false) return "False";
  if (typeof value === "number") return String(value);
  if (typeof value === "string") return JSON.stringify(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    return `[\n${value.map((v) => `${pad}${pythonLiteral(v, depth + 1)},`).join("\n")}\n${end}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return "{}";
  return `{\n${entries.map(([k, v]) => `${pad}${JSON.stringify(k)}: ${pythonLiteral(v, depth + 1)},`).join("\n")}\n${end}}`;
}

const pyDict = (pairs: [string, string][]) =>
  `{${pairs.map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)}`).join(", ")}}`;

/** The same request with Python's requests library. */
export function pythonExample(e: ApiEndpointData, host = SAMPLE_HOST): string {
  const r = requestParts(e, host);
  const args = [JSON.stringify(r.base)];
  if (r.query.length) args.push(`params=${pyDict(r.query)}`);
  if (r.headers.length) args.push(`headers=${pyDict(r.headers)}`);
  const files = r.form.filter((f) => f.file);
  const data = r.form.filter((f) => !f.file);
  if (data.length) args.push(`data=${pyDict(data.map((f) => [f.name, f.value]))}`);
  if (files.length)
    args.push(
      `files={${files.map((f) => `${JSON.stringify(f.name)}: open(${JSON.stringify(f.value)}, "rb")`).join(", ")}}`,
    );
  if (r.json !== null) args.push(`json=${pythonLiteral(r.json, 1)}`);
  return [
    "import requests",
    "",
    `response = requests.${r.method.toLowerCase()}(`,
    ...args.map((a) => `    ${a},`),
    ")",
    "print(response.json())",
  ].join("\n");
}
