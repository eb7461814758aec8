/**
 * OpenAPI 3.1 documents built from the endpoint descriptions (content/api/**.yaml) and nothing
 * else: one document for the internal API, one for the token API. Pure: the caller reads the
 * YAML through validateEndpoints and passes the group names (the sidebar's Chinese labels).
 */
import type { ApiEndpointData, ApiParam } from "./api/endpointSchema";
import { apiPageOf, docsRoutes } from "../config/routes";

export const API_KINDS = ["internal", "open"] as const;
export type ApiKind = (typeof API_KINDS)[number];

/** JSON Schema as used inside OpenAPI 3.1; loose on purpose, the validator checks the shape. */
export type Schema = { [key: string]: unknown };
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface OpenApiOptions {
  kind: ApiKind;
  /** The docs version shown as info.version. */
  version: string;
  /** Absolute site URL, for links back to the endpoint pages. */
  siteUrl: string;
  /** The panel's default port, used in the placeholder server. */
  port: number;
  /** Chinese group names and descriptions by group key ("cron" → "Cron 定时任务"); the key is used when missing. */
  groups: Record<string, { name: string; description?: string }>;
}

export const OPENAPI_INFO: Record<ApiKind, { title: string; description: string }> = {
  internal: {
    title: "Arcadia 内部接口",
    description:
      "管理面板自身使用的 HTTP 接口，用登录令牌（JWT）认证。业务失败时 HTTP 状态码仍为 200，请以响应体中的 `code` 判断成败：`1` 为成功，`0` 为失败。",
  },
  open: {
    title: "Arcadia OpenAPI（开放接口）",
    description:
      "面向集成的 HTTP 接口，用在管理面板中创建的 OpenAPI 令牌认证，按权限授权。业务失败时 HTTP 状态码仍为 200，请以响应体中的 `code` 判断成败：`1` 为成功，`0` 为失败。",
  },
};

/** The endpoints of one document: every description whose page is under that API's index page. */
export const endpointsOfKind = (all: ApiEndpointData[], kind: ApiKind) =>
  all.filter((e) => {
    const at = apiPageOf(e.page);
    return at?.kind === kind && at.group !== "";
  });

/** The group of an endpoint: the first path segment after its kind (cron for the page …/internal/cron/page). */
export const groupOf = (e: Pick<ApiEndpointData, "page">): string => apiPageOf(e.page)?.group ?? "";

/** "get /api/cron/{id}" → "get_api_cron_id": unique per method and path, URL-safe. */
export const operationIdOf = (e: Pick<ApiEndpointData, "method" | "path">): string =>
  `${e.method.toLowerCase()}${e.path.replace(/[^A-Za-z0-9]+/g, "_")}`.replace(/_+$/, "");

/** A described type ("number", "string | string[]", "file") as a schema. */
export function schemaOfType(type: string): Schema {
  const parts = type
    .split("|")
    .map((p) => p.trim())
    .filter(Boolean);
  const one = (t: string): Schema => {
    if (t.endsWith("[]")) return { type: "array", items: one(t.slice(0, -2)) };
    if (t === "file") return { type: "string", format: "binary" };
    if (["string", "number", "integer", "boolean", "object", "array"].includes(t)) return { type: t };
    return {};
  };
  if (parts.length === 0) return {};
  if (parts.length === 1) return one(parts[0]);
  return { anyOf: parts.map(one) };
}

/** A described default ("1", "''", "sort") as a value of the parameter's type. */
export function defaultValue(p: Pick<ApiParam, "type" | "default">): Json | undefined {
  if (p.default === null) return undefined;
  const raw = p.default === "''" || p.default === '""' ? "" : p.default;
  const base = p.type.split("|")[0].trim();
  if ((base === "number" || base === "integer") && raw !== "" && Number.isFinite(Number(raw))) return Number(raw);
  if (base === "boolean" && (raw === "true" || raw === "false")) return raw === "true";
  return raw;
}

/** The schema of a JSON example value: types, object properties and array items. */
export function schemaOfExample(value: unknown): Schema {
  if (value === null) return { type: "null" };
  if (Array.isArray(value))
    return value.length ? { type: "array", items: schemaOfExample(value[0]) } : { type: "array" };
  if (typeof value === "object") {
    const properties: Record<string, Schema> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) properties[k] = schemaOfExample(v);
    return { type: "object", properties };
  }
  if (typeof value === "number") return { type: Number.isInteger(value) ? "integer" : "number" };
  if (typeof value === "boolean") return { type: "boolean" };
  return { type: "string" };
}

/** Described fields without a real name ("（文件内容）") stand for a raw, non-JSON body. */
const isRawField = (name: string) => /^[（(]/.test(name);

function paramSchema(p: ApiParam): Schema {
  const schema: Schema = { ...schemaOfType(p.type) };
  const d = defaultValue(p);
  if (d !== undefined) schema.default = d;
  return schema;
}

/** Examples in the YAML are text; give them the parameter's type where that is unambiguous. */
function exampleValue(p: ApiParam): Json | undefined {
  if (p.example === null) return undefined;
  return defaultValue({ type: p.type, default: p.example });
}

function parameters(e: ApiEndpointData): Schema[] {
  return e.params
    .filter((p) => p.in === "query" || p.in === "path" || p.in === "header")
    .map((p) => {
      const out: Schema = {
        name: p.name,
        in: p.in,
        required: p.in === "path" ? true : p.required,
        description: p.description,
        schema: paramSchema(p),
      };
      const example = exampleValue(p);
      if (example !== undefined) out.example = example;
      return out;
    });
}

function objectOf(params: ApiParam[]): Schema {
  const properties: Record<string, Schema> = {};
  for (const p of params) properties[p.name] = { ...paramSchema(p), description: p.description };
  const required = params.filter((p) => p.required).map((p) => p.name);
  return { type: "object", properties, ...(required.length ? { required } : {}) };
}

function requestBody(e: ApiEndpointData): Schema | undefined {
  const form = e.params.filter((p) => p.in === "form");
  if (form.length) return { required: true, content: { "multipart/form-data": { schema: objectOf(form) } } };
  const body = e.params.filter((p) => p.in === "body");
  if (!body.length && !e.body) return undefined;
  const media: Schema = { schema: objectOf(body) };
  if (e.body) media.example = JSON.parse(e.body) as Json;
  return { required: body.some((p) => p.required) || !!e.body, content: { "application/json": media } };
}

/** The `result` of a success: inferred from the example, described by the fields (of the result, or of its items when it is a list). */
function resultSchema(e: ApiEndpointData, example: Json | undefined): Schema {
  const fromExample = example === undefined ? undefined : schemaOfExample(example);
  const own = e.response.find((f) => f.name === "result");
  if (own) return { ...(fromExample ?? schemaOfType(own.type)), description: own.description };
  if (!e.response.length) return fromExample ?? { const: true, description: "成功且没有数据时为 `true`。" };
  const describe = (target: Schema | undefined): Schema => {
    const inferred = (target?.properties as Record<string, Schema> | undefined) ?? {};
    const properties: Record<string, Schema> = { ...inferred };
    for (const f of e.response)
      properties[f.name] = { ...(inferred[f.name] ?? schemaOfType(f.type)), description: f.description };
    return { type: "object", properties };
  };
  if (fromExample?.type === "array") return { type: "array", items: describe(fromExample.items as Schema | undefined) };
  return describe(fromExample);
}

function responses(e: ApiEndpointData): Schema {
  const raw = e.response.find((f) => isRawField(f.name));
  if (raw) {
    const mediaType = raw.type.includes("/") ? raw.type : "application/octet-stream";
    const errors = failureExamples(e);
    return {
      "200": {
        description: raw.description,
        content: {
          [mediaType]: {
            schema: {
              type: "string",
              ...(mediaType === "application/octet-stream" ? { contentMediaType: mediaType } : {}),
            },
          },
          ...(errors
            ? { "application/json": { schema: { $ref: "#/components/schemas/Failure" }, examples: errors } }
            : {}),
        },
      },
      ...authResponses(e),
    };
  }
  const parsed = e.responseExample ? (JSON.parse(e.responseExample) as { [key: string]: Json }) : undefined;
  const example = parsed && typeof parsed === "object" && "result" in parsed ? parsed.result : undefined;
  const success: Schema = {
    allOf: [
      { $ref: "#/components/schemas/Success" },
      { type: "object", properties: { result: resultSchema(e, example) } },
    ],
  };
  const examples: Record<string, Schema> = {};
  if (parsed) examples.success = { summary: "成功", value: parsed };
  Object.assign(examples, failureExamples(e) ?? {});
  const media: Schema = {
    schema: e.errors.length ? { oneOf: [success, { $ref: "#/components/schemas/Failure" }] } : success,
  };
  if (Object.keys(examples).length) media.examples = examples;
  const errorLines = e.errors.map((er) => `- \`${er.message}\`${er.when ? `：${er.when}` : ""}`);
  const description = [
    "成功时 `code` 为 `1`。",
    ...(errorLines.length ? ["业务失败时 HTTP 状态码同样是 200，`code` 为 `0`，`message` 为：", ...errorLines] : []),
  ].join("\n");
  return { "200": { description, content: { "application/json": media } }, ...authResponses(e) };
}

function failureExamples(e: ApiEndpointData): Record<string, Schema> | undefined {
  if (!e.errors.length) return undefined;
  return Object.fromEntries(
    e.errors.map((er, i) => [
      `error${i + 1}`,
      {
        summary: er.message,
        ...(er.when ? { description: er.when } : {}),
        value: { code: 0, message: er.message, type: "error" },
      },
    ]),
  );
}

/** The authentication failures that have an HTTP status of their own. */
function authResponses(e: ApiEndpointData): Schema {
  if (e.auth === "jwt")
    return {
      "401": { $ref: "#/components/responses/Unauthorized" },
      "400": { $ref: "#/components/responses/BadRequest" },
    };
  if (e.auth === "token")
    return {
      "400": { $ref: "#/components/responses/OpenBadRequest" },
      "404": { $ref: "#/components/responses/OpenNotFound" },
    };
  return { "400": { $ref: "#/components/responses/BadRequest" } };
}

function tagOf(group: string, o: OpenApiOptions): { name: string; description: string } {
  const g = o.groups[group];
  return {
    name: g?.name ?? group,
    description: g?.description ?? `${OPENAPI_INFO[o.kind].title}：${g?.name ?? group}`,
  };
}

const SECURITY: Record<ApiEndpointData["auth"], Schema[]> = {
  jwt: [{ bearerAuth: [] }],
  token: [{ apiTokenHeader: [] }, { apiTokenQuery: [] }],
  none: [],
  local: [],
};

function operation(e: ApiEndpointData, o: OpenApiOptions): Schema {
  const notes = e.notes.map((n) => `- ${n}`);
  const lines = [
    e.summary,
    ...(e.permission ? [`所需权限：\`${e.permission}\`。`] : []),
    ...(e.since ? [`引入版本：${e.since}。`] : []),
    ...(e.removed ? [`此接口自 ${e.removed} 起已移除，请改用 ${o.siteUrl}${e.replacedBy ?? ""}。`] : []),
    ...(e.auth === "local" ? ["仅允许本机调用。"] : []),
    ...(notes.length ? ["", ...notes] : []),
  ].filter((l, i) => l !== "" || i > 0);
  const op: Schema = {
    operationId: operationIdOf(e),
    summary: e.title,
    description: lines.join("\n"),
    tags: [tagOf(groupOf(e), o).name],
    externalDocs: { url: `${o.siteUrl}${e.page}` },
    security: SECURITY[e.auth],
  };
  const params = parameters(e);
  if (params.length) op.parameters = params;
  const body = requestBody(e);
  if (body) op.requestBody = body;
  op.responses = responses(e);
  if (e.removed) op.deprecated = true;
  if (e.permission) op["x-permission"] = e.permission;
  return op;
}

const envelope = (code: Schema, type: string): Schema => ({
  type: "object",
  required: ["code", "message", "type"],
  properties: {
    code: code,
    message: { type: "string" },
    type: { const: type },
  },
});

/** The OpenAPI 3.1 document of one API kind. */
export function buildOpenApi(endpoints: ApiEndpointData[], o: OpenApiOptions): Schema {
  const mine = endpointsOfKind(endpoints, o.kind);
  const paths: Record<string, Record<string, Schema>> = {};
  for (const e of mine) {
    const method = e.method.toLowerCase();
    paths[e.path] ??= {};
    if (paths[e.path][method]) throw new Error(`${e.method} ${e.path} is described twice (${e.page}).`);
    paths[e.path][method] = operation(e, o);
  }
  const groups = [...new Set(mine.map(groupOf))];
  const info = OPENAPI_INFO[o.kind];
  const doc = {
    openapi: "3.1.0",
    info: {
      title: info.title,
      version: o.version,
      description: info.description,
      license: { name: "MIT", identifier: "MIT" },
    },
    externalDocs: { description: "Arcadia 文档", url: `${o.siteUrl}${docsRoutes.api(o.kind)}` },
    servers: [
      {
        url: `http://{host}:{port}`,
        description: "运行 Arcadia 的服务器；端口为管理面板的端口",
        variables: {
          host: { default: "localhost", description: "服务器地址" },
          port: { default: String(o.port), description: "管理面板的端口" },
        },
      },
    ],
    tags: groups.map((g) => tagOf(g, o)),
    paths,
    components: {
      securitySchemes: {
        bearerAuth: {
          type: "http",
          scheme: "bearer",
          bearerFormat: "JWT",
          description: "登录令牌：调用 `POST /api/user/auth` 取得，有效期 3 天。",
        },
        apiTokenHeader: {
          type: "apiKey",
          in: "header",
          name: "api-token",
          description: "OpenAPI 令牌，在管理面板「个人设置 → 令牌管理」中创建。",
        },
        apiTokenQuery: {
          type: "apiKey",
          in: "query",
          name: "api-token",
          description: "OpenAPI 令牌，放在查询参数中（浏览器跨域调用时使用）。",
        },
      } as Record<string, Schema>,
      schemas: {
        Success: envelope({ const: 1 }, "success"),
        Failure: envelope({ type: "integer", description: "`0` 为业务失败；其他值见认证与路由错误" }, "error"),
      },
      responses: {
        BadRequest: {
          description: "请求体不是合法的 JSON。",
          content: {
            "application/json": {
              schema: { $ref: "#/components/schemas/Failure" },
              example: { code: 400, message: "请求错误", type: "error" },
            },
          },
        },
        Unauthorized: {
          description: "没有请求头 `Authorization`。令牌无效或过期时 HTTP 状态码为 200，`code` 为 `403`。",
          content: {
            "application/json": {
              schema: { $ref: "#/components/schemas/Failure" },
              example: { code: 401, message: "请先登录", type: "error" },
            },
          },
        },
        OpenBadRequest: {
          description: "请求体不是合法的 JSON（在检查令牌之前）。",
          content: {
            "application/json": {
              schema: { $ref: "#/components/schemas/Failure" },
              example: { code: 4400, message: "请求错误", type: "error" },
            },
          },
        },
        OpenNotFound: {
          description:
            "令牌有效，但接口路径不存在。没有令牌（`4401`）、令牌无效（`4403`）或权限不足（`4405`）时 HTTP 状态码为 200。",
          content: {
            "application/json": {
              schema: { $ref: "#/components/schemas/Failure" },
              example: { code: 4404, message: "应用程序接口不存在，请查阅官方文档", type: "error" },
            },
          },
        },
      } as Record<string, Schema>,
    },
  };
  // Keep only the shared responses this document's operations refer to.
  const used = JSON.stringify(paths);
  for (const name of Object.keys(doc.components.responses))
    if (!used.includes(`#/components/responses/${name}"`)) delete doc.components.responses[name];
  for (const name of Object.keys(doc.components.securitySchemes))
    if (!used.includes(`{"${name}":[]}`)) delete doc.components.securitySchemes[name];
  return doc;
}
