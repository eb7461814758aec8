/**
 * Validation of the HTTP endpoint descriptions in content/api/**.yaml. Each problem names the
 * file, the entry and the field, because readers copy methods and paths from these pages.
 */

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

export class ApiDescriptionError extends Error {}

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
  if (!/^\/docs\/dev\/api\/(internal|open)\//.test(page)) fail("page", `must be a route under /docs/dev/api/internal/ or /docs/dev/api/open/, got "${page}".`);
  const path = str("path", true) as string;
  if (!path.startsWith("/api/")) fail("path", `must be the full path starting with /api/, got "${path}".`);
  const removed = str("removed", false);
  const replacedBy = str("replacedBy", false);
  if (removed && !replacedBy) fail("replacedBy", "is required when \"removed\" is set.");
  if (replacedBy && !replacedBy.startsWith("/docs/")) fail("replacedBy", `must be a docs route, got "${replacedBy}".`);

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

/** The curl command shown for an endpoint: real method, path, auth header and body. */
export function curlExample(e: ApiEndpointData, host = "http://<主机>:5678"): string {
  const query = e.params
    .filter((p) => p.in === "query" && (p.example ?? p.default) !== null && (p.required || p.example !== null))
    .map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(p.example ?? p.default ?? "")}`)
    .join("&");
  const url = `${host}${e.path}${query ? `?${query}` : ""}`;
  const lines = [`curl -X ${e.method} "${url}"`];
  if (e.auth === "jwt") lines.push(`-H "Authorization: Bearer <令牌>"`);
  if (e.auth === "token") lines.push(`-H "api-token: <令牌>"`);
  const formFields = e.params.filter((p) => p.in === "form");
  if (formFields.length) {
    for (const f of formFields) lines.push(`-F "${f.name}=${f.example ?? (f.type === "file" ? "@<本地文件>" : `<${f.name}>`)}"`);
  } else if (e.body) {
    lines.push(`-H "Content-Type: application/json"`);
    lines.push(`-d '${JSON.stringify(JSON.parse(e.body))}'`);
  }
  return lines.join(" \\\n  ");
}
