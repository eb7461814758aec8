/**
 * The HTTP endpoint descriptions of content/api/**.yaml, defined once: each field's reader gives
 * its validation, its TypeScript type (ApiEndpointData) and its GraphQL type (endpointDataSdl),
 * and the table's keys are the fields a description may have. Each problem names the file, the
 * entry and the field, because readers copy methods and paths from these pages.
 */
import { ContentError } from "../contentError";
import { apiPageOf, docsRoutes, parseDocsRoute } from "../../config/routes";

export class ApiDescriptionError extends ContentError {}

export const METHODS = ["GET", "POST", "PUT", "DELETE"] as const;
export const AUTH_KINDS = ["jwt", "token", "none", "local"] as const;
export const PARAM_LOCATIONS = ["query", "body", "path", "form", "header"] as const;

type Raw = Record<string, unknown>;
type Fail = (field: string, problem: string) => never;

/** One field: its GraphQL type, and how a raw YAML value becomes the validated value. */
interface Reader<T> {
  gql: string;
  read(value: unknown, key: string, fail: Fail): T;
}
type Table = Record<string, Reader<unknown>>;
type Parsed<S extends Table> = { -readonly [K in keyof S]: ReturnType<S[K]["read"]> };

const missing = (v: unknown) => v === undefined || v === null || v === "";

function readText(v: unknown, key: string, fail: Fail): string | null {
  if (missing(v)) return null;
  if (typeof v !== "string" && typeof v !== "number") return fail(key, "must be text.");
  return String(v).trim();
}

const requiredText = (check?: (value: string, key: string, fail: Fail) => void): Reader<string> => ({
  gql: "String!",
  read: (v, key, fail) => {
    const value = readText(v, key, fail) ?? fail(key, "is required.");
    check?.(value, key, fail);
    return value;
  },
});

const optionalText = (check?: (value: string, key: string, fail: Fail) => void): Reader<string | null> => ({
  gql: "String",
  read: (v, key, fail) => {
    const value = readText(v, key, fail);
    if (value !== null) check?.(value, key, fail);
    return value;
  },
});

const textOrEmpty: Reader<string> = { gql: "String!", read: (v, key, fail) => readText(v, key, fail) ?? "" };

const oneOf = <T extends string>(allowed: readonly T[]): Reader<T> => ({
  gql: "String!",
  read: (v, key, fail) => {
    const value = readText(v, key, fail) ?? fail(key, "is required.");
    if (!allowed.includes(value as T)) fail(key, `must be one of ${allowed.join(", ")}, got "${value}".`);
    return value as T;
  },
});

const flag: Reader<boolean> = { gql: "Boolean!", read: (v) => v === true };

/** JSON kept as its text (pretty-printed when the node is made). */
const jsonText: Reader<string | null> = {
  gql: "String",
  read: (v, key, fail) => {
    const value = readText(v, key, fail);
    if (value === null) return null;
    try {
      JSON.parse(value);
    } catch (err) {
      fail(key, `must be valid JSON (${(err as Error).message}).`);
    }
    return value;
  },
};

const textList: Reader<string[]> = {
  gql: "[String!]!",
  read: (v, key, fail) =>
    v === undefined || v === null ? [] : Array.isArray(v) ? v.map(String) : fail(key, "must be a list."),
};

function readTable<S extends Table>(table: S, entry: Raw, fail: Fail, prefix = ""): Parsed<S> {
  const keys = Object.keys(table);
  for (const key of Object.keys(entry))
    if (!keys.includes(key)) fail(`${prefix}${key}`, `is not a known field (${keys.join(", ")}).`);
  const out: Record<string, unknown> = {};
  for (const key of keys) out[key] = table[key].read(entry[key], `${prefix}${key}`, fail);
  return out as Parsed<S>;
}

/** A list of mappings, each read with its own table; GraphQL type [typeName!]!. */
const listOf = <S extends Table>(typeName: string, table: S): Reader<Parsed<S>[]> & { typeName: string; table: S } => ({
  gql: `[${typeName}!]!`,
  typeName,
  table,
  read: (v, key, fail) => {
    if (v === undefined || v === null) return [];
    if (!Array.isArray(v)) return fail(key, "must be a list.");
    return v.map((x: unknown, i) => {
      if (!x || typeof x !== "object" || Array.isArray(x)) return fail(`${key}[${i}]`, "must be a mapping.");
      return readTable(table, x as Raw, fail, `${key}[${i}].`);
    });
  },
});

/**
 * Text the pinned platform file holds, with exactly one hole: {value} (one token), {list} (a list's
 * inside) or {const} (a constant's name, whose value is read where it is defined).
 */
export const ANCHOR_HOLES = ["{value}", "{list}", "{const}"] as const;
const anchorCheck = (anchor: string, key: string, fail: Fail) => {
  const holes = ANCHOR_HOLES.reduce((n, h) => n + anchor.split(h).length - 1, 0);
  if (holes !== 1) fail(key, `must hold exactly one of ${ANCHOR_HOLES.join(" or ")}, got "${anchor}".`);
};
const anchorList: Reader<string[]> = {
  gql: "[String!]!",
  read: (v, key, fail) => {
    const list = v === undefined || v === null ? [] : Array.isArray(v) ? v.map(String) : [String(v)];
    list.forEach((a, i) => anchorCheck(a, `${key}[${i}]`, fail));
    return list;
  },
};

/**
 * Where a parameter's default, limits and allowed values come from in the pinned platform source.
 * Not shown on the page: tests/unit/platformValues.test.ts finds each anchor in `file` and compares
 * the value there with what the description says (docs/PLATFORM-SOURCE.md).
 */
const VALUE_SOURCE = {
  file: requiredText((file, key, fail) => {
    if (file.startsWith("/") || file.startsWith(".") || file.includes("\\"))
      fail(key, `must be a path relative to the platform repository's root, got "${file}".`);
  }),
  /** Anchors whose {value} is the parameter's `default`. */
  default: anchorList,
  /** Anchors whose {value} the parameter's `description` states (a limit, a fallback). */
  stated: anchorList,
  /** Anchors whose {list} holds the allowed values; each must appear in `description` in backticks. */
  allowed: anchorList,
};

/** An optional mapping read with its own table; GraphQL type typeName. */
const mappingOf = <S extends Table>(
  typeName: string,
  table: S,
): Reader<Parsed<S> | null> & { typeName: string; table: S } => ({
  gql: typeName,
  typeName,
  table,
  read: (v, key, fail) => {
    if (v === undefined || v === null) return null;
    if (typeof v !== "object" || Array.isArray(v)) return fail(key, "must be a mapping.");
    return readTable(table, v as Raw, fail, `${key}.`);
  },
});
const valueSource = mappingOf("ApiValueSource", VALUE_SOURCE);

const PARAM = {
  in: oneOf(PARAM_LOCATIONS),
  name: requiredText(),
  type: requiredText(),
  required: flag,
  default: optionalText(),
  example: optionalText(),
  description: requiredText(),
  source: valueSource,
};
const FIELD = { name: requiredText(), type: textOrEmpty, description: requiredText() };
const ERROR = { message: requiredText(), when: textOrEmpty };

const params = listOf("ApiParam", PARAM);
const response = listOf("ApiField", FIELD);
const errors = listOf("ApiError", ERROR);

/** Every field of a description, in the order problems are reported. */
export const ENDPOINT_FIELDS = {
  page: requiredText((page, key, fail) => {
    if (!apiPageOf(page)?.group)
      fail(key, `must be a route under ${docsRoutes.api("internal")}/ or ${docsRoutes.api("open")}/, got "${page}".`);
  }),
  title: requiredText(),
  method: oneOf(METHODS),
  path: requiredText((path, key, fail) => {
    if (!path.startsWith("/api/")) fail(key, `must be the full path starting with /api/, got "${path}".`);
  }),
  auth: oneOf(AUTH_KINDS),
  permission: optionalText(),
  summary: textOrEmpty,
  since: optionalText(),
  removed: optionalText(),
  replacedBy: optionalText((route, key, fail) => {
    if (!parseDocsRoute(route)) fail(key, `must be a docs route, got "${route}".`);
  }),
  params,
  body: jsonText,
  response,
  responseExample: jsonText,
  errors,
  notes: textList,
};

export type ApiEndpointData = Parsed<typeof ENDPOINT_FIELDS>;
export type ApiParam = ApiEndpointData["params"][number];
export type ApiValueSource = NonNullable<ApiParam["source"]>;
export type ApiField = ApiEndpointData["response"][number];
export type ApiError = ApiEndpointData["errors"][number];

export function validateEndpoints(raw: unknown, file: string): ApiEndpointData[] {
  if (!Array.isArray(raw)) throw new ApiDescriptionError(`${file}: must be a YAML list of endpoints.`);
  return raw.map((entry, i) => validateEndpoint(entry, `${file}: entry ${i + 1}`));
}

function validateEndpoint(entry: unknown, where: string): ApiEndpointData {
  if (!entry || typeof entry !== "object" || Array.isArray(entry))
    throw new ApiDescriptionError(`${where}: must be a mapping.`);
  const e = entry as Raw;
  const label = typeof e.path === "string" ? `${where} (${String(e.method)} ${e.path})` : where;
  const fail: Fail = (field, problem) => {
    throw new ApiDescriptionError(`${label}: field "${field}" ${problem}`);
  };
  const data = readTable(ENDPOINT_FIELDS, e, fail);
  if (data.removed && !data.replacedBy) fail("replacedBy", 'is required when "removed" is set.');
  return data;
}

const sdlType = (name: string, fields: Record<string, string>, header = "") =>
  `  type ${name}${header} {\n${Object.entries(fields)
    .map(([k, t]) => `    ${k}: ${t}`)
    .join("\n")}\n  }`;
const gqlOf = (table: Table) => Object.fromEntries(Object.entries(table).map(([k, r]) => [k, r.gql]));

/** The GraphQL types of the nested lists, and the description's own fields (for the node type). */
export const endpointDataSdl = {
  nested: [valueSource, params, response, errors].map((l) => sdlType(l.typeName, gqlOf(l.table))).join("\n\n"),
  fields: gqlOf(ENDPOINT_FIELDS),
  type: sdlType,
};
