import { describe, expect, it } from "vitest";
import { createConfig, lintFromString } from "@redocly/openapi-core";
import { readEndpoints } from "../../src/node/postBuild/markdownAndOpenapi/sources";
import {
  API_KINDS,
  buildOpenApi,
  defaultValue,
  endpointsOfKind,
  operationIdOf,
  schemaOfExample,
  schemaOfType,
  type Schema,
} from "../../src/lib/openapi";

const endpoints = readEndpoints("content/api");
const options = {
  version: "1.0.0-beta.10",
  siteUrl: "https://arcadia.cool",
  port: 5678,
  groups: { cron: { name: "Cron 定时任务", description: "定时任务接口。" } },
};
const build = (kind: (typeof API_KINDS)[number]) => buildOpenApi(endpoints, { ...options, kind });

/** Redocly's strictest built-in rule set: every rule an error. */
async function problems(doc: Schema) {
  const config = await createConfig({ extends: ["recommended-strict"] });
  return lintFromString({ source: JSON.stringify(doc), absoluteRef: "/openapi.json", config });
}

type Operation = {
  operationId: string;
  tags: string[];
  deprecated?: boolean;
  security: unknown[];
  parameters?: { name: string; in: string; required: boolean; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};
const operations = (doc: Schema) =>
  Object.entries(doc.paths as Record<string, Record<string, Operation>>).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method, op })),
  );

describe("OpenAPI documents", () => {
  it.each(API_KINDS)(
    "%s validates with Redocly's recommended-strict rules: no problem at all",
    async (kind) => {
      const found = await problems(build(kind));
      expect(found.map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`)).toEqual([]);
    },
    60_000,
  );

  it("the validator does report a broken document (so the check above can fail)", async () => {
    const doc = build("internal");
    const op = operations(doc)[0].op;
    op.parameters = [{ name: "x", in: "nowhere", required: true, schema: {} }];
    delete (doc as { info?: unknown }).info;
    expect((await problems(doc)).length).toBeGreaterThan(1);
  }, 60_000);

  it.each(API_KINDS)("%s holds every endpoint of its kind once, under its method and path", (kind) => {
    const mine = endpointsOfKind(endpoints, kind);
    const ops = operations(build(kind));
    expect(ops).toHaveLength(mine.length);
    for (const e of mine)
      expect(
        ops.filter((o) => o.path === e.path && o.method === e.method.toLowerCase()),
        `${e.method} ${e.path}`,
      ).toHaveLength(1);
  });

  it("puts every parameter where the description says, with its type, required flag and default", () => {
    for (const kind of API_KINDS) {
      const ops = operations(build(kind));
      for (const e of endpointsOfKind(endpoints, kind)) {
        const op = ops.find((o) => o.path === e.path && o.method === e.method.toLowerCase())!.op;
        for (const p of e.params) {
          if (p.in === "body" || p.in === "form") {
            const media = op.requestBody!.content[p.in === "form" ? "multipart/form-data" : "application/json"];
            const props = media.schema.properties as Record<string, Schema>;
            expect(props[p.name], `${e.path} body ${p.name}`).toBeDefined();
            expect(((media.schema.required as string[] | undefined) ?? []).includes(p.name)).toBe(p.required);
          } else {
            const param = op.parameters!.find((x) => x.name === p.name && x.in === p.in);
            expect(param, `${e.path} ${p.in} ${p.name}`).toBeDefined();
            expect(param!.required).toBe(p.in === "path" ? true : p.required);
            if (p.default !== null) expect(param!.schema.default).toEqual(defaultValue(p));
          }
        }
      }
    }
  });

  it("marks removed endpoints deprecated and tags operations with the group's Chinese name", () => {
    const ops = [...operations(build("internal")), ...operations(build("open"))];
    const removed = endpoints.filter((e) => e.removed);
    expect(removed.length).toBeGreaterThan(0);
    for (const e of removed)
      expect(ops.find((o) => o.path === e.path && o.method === e.method.toLowerCase())!.op.deprecated).toBe(true);
    expect(ops.filter((o) => o.op.deprecated)).toHaveLength(removed.length);
    expect(ops.find((o) => o.path === "/api/cron" && o.method === "get")!.op.tags).toEqual(["Cron 定时任务"]);
  });

  it("declares the placeholder server with the panel's port and the security scheme of each kind", () => {
    const internal = build("internal");
    const open = build("open");
    expect((internal.servers as { variables: { port: { default: string } } }[])[0].variables.port.default).toBe("5678");
    expect(Object.keys((internal.components as { securitySchemes: object }).securitySchemes)).toEqual(["bearerAuth"]);
    expect(
      (open.components as { securitySchemes: Record<string, { in: string; name: string }> }).securitySchemes
        .apiTokenHeader,
    ).toMatchObject({ in: "header", name: "api-token" });
    const login = operations(internal).find((o) => o.path === "/api/user/auth")!.op;
    expect(login.security).toEqual([]);
  });

  it("maps described types, defaults and examples to JSON Schema", () => {
    expect(schemaOfType("number | number[]")).toEqual({
      anyOf: [{ type: "number" }, { type: "array", items: { type: "number" } }],
    });
    expect(schemaOfType("file")).toEqual({ type: "string", format: "binary" });
    expect(defaultValue({ type: "number", default: "20" })).toBe(20);
    expect(defaultValue({ type: "string", default: "''" })).toBe("");
    expect(defaultValue({ type: "string", default: "0" })).toBe("0");
    expect(schemaOfExample({ a: [1], b: null, c: "x" })).toEqual({
      type: "object",
      properties: { a: { type: "array", items: { type: "integer" } }, b: { type: "null" }, c: { type: "string" } },
    });
    expect(operationIdOf({ method: "GET", path: "/api/message/{id}" })).toBe("get_api_message_id");
  });
});
