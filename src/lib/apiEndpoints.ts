/**
 * Validation of the HTTP endpoint descriptions in content/api/**.yaml. Each problem names the
 * file, the entry and the field, because readers copy methods and paths from these pages.
 */
import { ContentError } from "./contentError";
import { apiPageOf, docsRoutes, parseDocsRoute } from "../config/routes";

import { highlight, prettyJson } from "./codeHighlight";
import { SAMPLE_HOST } from "./apiSampleHost";

export const METHODS = ["GET", "POST", "PUT", "DELETE"] as const;
export const AUTH_KINDS = ["jwt", "token", "none", "local"] as const;
export const PARAM_LOCATIONS = ["query", "body", "path", "form", "header"] as const;

export interface ApiParam {
  in: (typeof PARAM_LOCATIONS)[number];
  name: string;
  type: string;
  required: boolean;
  default: string | null;
  example: string | null;
  description: string;
}

export interface ApiField {
  name: string;
  type: string;
  description: string;
}

export interface ApiError {
  message: string;
  when: string;
}

export interface ApiEndpointData {
  page: string;
  title: string;
  method: (typeof METHODS)[number];
  path: string;
  auth: (typeof AUTH_KINDS)[number];
  permission: string | null;
  summary: string;
  since: string | null;
  removed: string | null;
  replacedBy: string | null;
  params: ApiParam[];
  body: string | null;
  response: ApiField[];
  responseExample: string | null;
  errors: ApiError[];
  notes: string[];
}

export class ApiDescriptionError extends ContentError {}

/** Which reference sections an endpoint shows, decided once when its node is made. */
export interface ApiSections {
  params: boolean;
  request: boolean;
  response: boolean;
  responseExample: boolean;
  errors: boolean;
}

/** An ApiEndpoint node: the validated description plus what the build derives from it. */
export interface ApiEndpointNode extends ApiEndpointData {
  /** The docs version the description belongs to ("current" for next, else the release name). */
  version: string;
  order: number;
  sections: ApiSections;
  curl: string;
  curlHtml: string;
  fetchSample: string;
  fetchSampleHtml: string;
  pythonSample: string;
  pythonSampleHtml: string;
  bodyHtml: string | null;
  responseExampleHtml: string | null;
  file: string;
}

/** The GraphQL types of ApiEndpointNode; a unit test checks that both list the same fields. */
export const apiEndpointTypeDefs = `
  type ApiParam {
    in: String!
    name: String!
    type: String!
    required: Boolean!
    default: String
    example: String
    description: String!
  }

  type ApiField {
    name: String!
    type: String!
    description: String!
  }

  type ApiError {
    message: String!
    when: String!
  }

  type ApiSections {
    params: Boolean!
    request: Boolean!
    response: Boolean!
    responseExample: Boolean!
    errors: Boolean!
  }

  type ApiEndpoint implements Node @dontInfer {
    page: String!
    version: String!
    order: Int!
    title: String!
    method: String!
    path: String!
    auth: String!
    permission: String
    summary: String!
    since: String
    removed: String
    replacedBy: String
    params: [ApiParam!]!
    body: String
    response: [ApiField!]!
    responseExample: String
    errors: [ApiError!]!
    notes: [String!]!
    sections: ApiSections!
    curl: String!
    curlHtml: String!
    fetchSample: String!
    fetchSampleHtml: String!
    pythonSample: String!
    pythonSampleHtml: String!
    bodyHtml: String
    responseExampleHtml: String
    file: String!
  }
`;

/** The sections shown: all of them, except what a removed endpoint has no data for. */
export function apiSectionsOf(e: Pick<ApiEndpointData, "removed" | "params" | "response" | "responseExample" | "errors">): ApiSections {
  const live = !e.removed;
  return {
    params: live || e.params.length > 0,
    request: live,
    response: live || e.response.length > 0,
    responseExample: !!e.responseExample,
    errors: e.errors.length > 0,
  };
}

/** Builds an endpoint's node fields: pretty JSON, the curl, fetch and requests samples and their highlighting. */
export function apiEndpointNode(e: ApiEndpointData, order: number, file: string, version: string): ApiEndpointNode {
  const body = e.body ? prettyJson(e.body) : null;
  const responseExample = e.responseExample ? prettyJson(e.responseExample) : null;
  const withJson = { ...e, body, responseExample };
  const curl = curlExample(withJson);
  const fetchSample = fetchExample(withJson);
  const pythonSample = pythonExample(withJson);
  return {
    ...withJson,
    version,
    order,
    sections: apiSectionsOf(withJson),
    curl,
    curlHtml: highlight(curl, "bash"),
    fetchSample,
    fetchSampleHtml: highlight(fetchSample, "javascript"),
    pythonSample,
    pythonSampleHtml: highlight(pythonSample, "python"),
    bodyHtml: body ? highlight(body, "json") : null,
    responseExampleHtml: responseExample ? highlight(responseExample, "json") : null,
    file,
  };
}

const ENDPOINT_KEYS = [
  "page", "title", "method", "path", "auth", "permission", "summary", "since", "removed", "replacedBy",
  "params", "body", "response", "responseExample", "errors", "notes",
];

type Raw = Record<string, unknown>;

export function validateEndpoints(raw: unknown, file: string): ApiEndpointData[] {
  if (!Array.isArray(raw)) throw new ApiDescriptionError(`${file}: must be a YAML list of endpoints.`);
  return raw.map((entry, i) => validateEndpoint(entry, `${file}: entry ${i + 1}`));
}

function validateEndpoint(entry: unknown, where: string): ApiEndpointData {
  if (!entry || typeof entry !== "object" || Array.isArray(entry)) throw new ApiDescriptionError(`${where}: must be a mapping.`);
  const e = entry as Raw;
  const label = typeof e.path === "string" ? `${where} (${String(e.method)} ${e.path})` : where;
  const fail = (field: string, problem: string): never => {
    throw new ApiDescriptionError(`${label}: field "${field}" ${problem}`);
  };
  for (const key of Object.keys(e)) if (!ENDPOINT_KEYS.includes(key)) fail(key, `is not a known field (${ENDPOINT_KEYS.join(", ")}).`);
  const str = (key: string, required: boolean): string | null => {
    const v = e[key];
    if (v === undefined || v === null || v === "") {
      if (required) fail(key, "is required.");
      return null;
    }
    if (typeof v !== "string" && typeof v !== "number") fail(key, "must be text.");
    return String(v).trim();
  };
  const oneOf = <T extends string>(key: string, allowed: readonly T[]): T => {
    const v = str(key, true) as string;
    if (!allowed.includes(v as T)) fail(key, `must be one of ${allowed.join(", ")}, got "${v}".`);
    return v as T;
  };
  const list = (key: string): Raw[] => {
    const v = e[key];
    if (v === undefined || v === null) return [];
    if (!Array.isArray(v)) fail(key, "must be a list.");
    return (v as unknown[]).map((x, i) => {
      if (!x || typeof x !== "object") fail(`${key}[${i}]`, "must be a mapping.");
      return x as Raw;
    });
  };
  const json = (key: string): string | null => {
    const v = str(key, false);
    if (v === null) return null;
    try {
      JSON.parse(v);
    } catch (err) {
      fail(key, `must be valid JSON (${(err as Error).message}).`);
    }
    return v;
  };

  const page = str("page", true) as string;
  if (!apiPageOf(page)?.group) fail("page", `must be a route under ${docsRoutes.api("internal")}/ or ${docsRoutes.api("open")}/, got "${page}".`);
  const path = str("path", true) as string;
  if (!path.startsWith("/api/")) fail("path", `must be the full path starting with /api/, got "${path}".`);
  const removed = str("removed", false);
  const replacedBy = str("replacedBy", false);
  if (removed && !replacedBy) fail("replacedBy", "is required when \"removed\" is set.");
  if (replacedBy && !parseDocsRoute(replacedBy)) fail("replacedBy", `must be a docs route, got "${replacedBy}".`);

  const params: ApiParam[] = list("params").map((p, i) => {
    const at = `params[${i}]`;
    const name = typeof p.name === "string" ? p.name : fail(`${at}.name`, "is required.");
    const location = p.in;
    if (!PARAM_LOCATIONS.includes(location as ApiParam["in"])) fail(`${at}.in`, `must be one of ${PARAM_LOCATIONS.join(", ")}.`);
    if (typeof p.type !== "string") fail(`${at}.type`, "is required.");
    if (typeof p.description !== "string") fail(`${at}.description`, "is required.");
    const optional = (k: string) => (p[k] === undefined || p[k] === null ? null : String(p[k]));
    return {
      in: location as ApiParam["in"],
      name: name as string,
      type: p.type as string,
      required: p.required === true,
      default: optional("default"),
      example: optional("example"),
      description: (p.description as string).trim(),
    };
  });
  const response: ApiField[] = list("response").map((f, i) => {
    if (typeof f.name !== "string") fail(`response[${i}].name`, "is required.");
    if (typeof f.description !== "string") fail(`response[${i}].description`, "is required.");
    return { name: f.name as string, type: typeof f.type === "string" ? f.type : "", description: (f.description as string).trim() };
  });
  const errors: ApiError[] = list("errors").map((f, i) => {
    if (typeof f.message !== "string" && typeof f.message !== "number") fail(`errors[${i}].message`, "is required.");
    return { message: String(f.message), when: typeof f.when === "string" ? f.when.trim() : "" };
  });
  const notes = e.notes === undefined || e.notes === null ? [] : Array.isArray(e.notes) ? e.notes.map(String) : fail("notes", "must be a list.");

  return {
    page,
    title: str("title", true) as string,
    method: oneOf("method", METHODS),
    path,
    auth: oneOf("auth", AUTH_KINDS),
    permission: str("permission", false),
    summary: str("summary", false) ?? "",
    since: str("since", false),
    removed,
    replacedBy,
    params,
    body: json("body"),
    response,
    responseExample: json("responseExample"),
    errors,
    notes: notes as string[],
  };
}

/**
 * One description per method and path: the OpenAPI document has one operation for each, and
 * two pages would contradict each other. Names both places.
 */
export function checkUniqueEndpoints(endpoints: readonly { method: string; path: string; file: string; order: number }[]): void {
  const first = new Map<string, { file: string; order: number }>();
  // In file and entry order, so the build (GraphQL order) and check:mdx name the same pair.
  const sorted = [...endpoints].sort((a, b) => (a.file === b.file ? a.order - b.order : a.file < b.file ? -1 : 1));
  for (const e of sorted) {
    const key = `${e.method} ${e.path}`;
    const seen = first.get(key);
    if (!seen) {
      first.set(key, e);
      continue;
    }
    const there = seen.file === e.file ? `entry ${seen.order + 1}` : `${seen.file} entry ${seen.order + 1}`;
    throw new ApiDescriptionError(`${e.file}: entry ${e.order + 1} (${key}) describes the same method and path as ${there}. Describe each endpoint once.`);
  }
}

/**
 * Every endpoint must land on a docs page that exists: with a typo in `page:` the endpoint
 * would silently vanish from the site.
 */
export function checkEndpointPages(
  endpoints: readonly { page: string; method: string; path: string; file: string; order: number }[],
  docRoutes: ReadonlySet<string>,
  docsDir = "content/docs",
): void {
  for (const e of endpoints) {
    if (docRoutes.has(e.page)) continue;
    const id = parseDocsRoute(e.page)?.id ?? e.page;
    // As the writer wrote it: a route of their own version, without the version's prefix.
    const written = parseDocsRoute(e.page) ? docsRoutes.doc(id) : e.page;
    throw new ApiDescriptionError(
      `${e.file}: entry ${e.order + 1} (${e.method} ${e.path}): field "page" is "${written}", but no docs page has that route (no file ${docsDir}/${id}.mdx or ${docsDir}/${id}/index.mdx).`,
    );
  }
}

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
    .map((p) => (p.type === "file" ? { name: p.name, value: (p.example ?? "@<本地文件>").replace(/^@/, ""), file: true } : { name: p.name, value: p.example ?? `<${p.name}>`, file: false }));
  const json = !form.length && e.body ? (JSON.parse(e.body) as unknown) : null;
  return { method: e.method, base: `${host}${path}`, query, headers, json, form };
}

const queryString = (query: [string, string][]) => query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join("&");
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
      lines.push(f.file ? `form.append(${JSON.stringify(f.name)}, fileInput.files[0]); // fileInput 是选中了 ${f.value} 的 <input type="file">` : `form.append(${JSON.stringify(f.name)}, ${JSON.stringify(f.value)});`);
    }
  } else if (r.json !== null) headers.push(["Content-Type", "application/json"]);
  if (r.method !== "GET" || headers.length || r.form.length || r.json !== null) options.push(`method: "${r.method}",`);
  if (headers.length) options.push(`headers: {\n${headers.map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)},`).join("\n")}\n},`);
  if (r.form.length) options.push("body: form,");
  else if (r.json !== null) options.push(`body: JSON.stringify(${JSON.stringify(r.json, null, 2)}),`);
  const call = options.length ? `fetch(${JSON.stringify(urlOf(r))}, {\n  ${indent(options.join("\n"), "  ")}\n})` : `fetch(${JSON.stringify(urlOf(r))})`;
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

const pyDict = (pairs: [string, string][]) => `{${pairs.map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)}`).join(", ")}}`;

/** The same request with Python's requests library. */
export function pythonExample(e: ApiEndpointData, host = SAMPLE_HOST): string {
  const r = requestParts(e, host);
  const args = [JSON.stringify(r.base)];
  if (r.query.length) args.push(`params=${pyDict(r.query)}`);
  if (r.headers.length) args.push(`headers=${pyDict(r.headers)}`);
  const files = r.form.filter((f) => f.file);
  const data = r.form.filter((f) => !f.file);
  if (data.length) args.push(`data=${pyDict(data.map((f) => [f.name, f.value]))}`);
  if (files.length) args.push(`files={${files.map((f) => `${JSON.stringify(f.name)}: open(${JSON.stringify(f.value)}, "rb")`).join(", ")}}`);
  if (r.json !== null) args.push(`json=${pythonLiteral(r.json, 1)}`);
  return ["import requests", "", `response = requests.${r.method.toLowerCase()}(`, ...args.map((a) => `    ${a},`), ")", "print(response.json())"].join("\n");
}
