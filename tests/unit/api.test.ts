import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import yaml from "js-yaml";
import { execFileSync } from "node:child_process";
import { validateEndpoints, ApiDescriptionError, type ApiEndpointData } from "../../src/lib/api/endpointSchema";
import { curlExample, fetchExample, pythonExample, pythonLiteral } from "../../src/lib/api/requestSamples";
import { apiEndpointNode } from "../../src/lib/api/endpointNode";
import { specRoutes } from "../e2e/routes";

const files = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? files(path.join(dir, e.name)) : e.name.endsWith(".yaml") ? [path.join(dir, e.name)] : [],
      )
    : [];

const endpoints: ApiEndpointData[] = files("content/api").flatMap((f) =>
  validateEndpoints(yaml.load(readFileSync(f, "utf8")), f),
);
const docExists = (route: string) => {
  const rel = route.replace(/^\/docs\/?/, "");
  return existsSync(path.join("content/docs", `${rel}.mdx`)) || existsSync(path.join("content/docs", rel, "index.mdx"));
};

describe("endpoint descriptions", () => {
  it("validate against the schema (files load without errors)", () => {
    expect(endpoints.length).toBeGreaterThan(40);
  });

  it("every internal API route of the spec has exactly one description", () => {
    for (const route of specRoutes.filter((r) => r.startsWith("/docs/dev/api/internal/"))) {
      expect(endpoints.filter((e) => e.page === route).length, route).toBe(1);
    }
  });

  it("every open API route of the spec describes its endpoints", () => {
    for (const route of specRoutes.filter((r) => r.startsWith("/docs/dev/api/open/"))) {
      expect(endpoints.filter((e) => e.page === route).length, route).toBeGreaterThan(0);
    }
  });

  it("every description is shown on an existing page, and every replacement exists", () => {
    for (const e of endpoints) {
      expect(docExists(e.page), e.page).toBe(true);
      if (e.replacedBy) expect(docExists(e.replacedBy), `${e.page} → ${e.replacedBy}`).toBe(true);
    }
  });

  it("removed endpoints name their replacement: message list and count, and the old main/run", () => {
    for (const route of [
      "/docs/dev/api/internal/message/list",
      "/docs/dev/api/internal/message/count",
      "/docs/dev/api/internal/main/run",
    ]) {
      const e = endpoints.find((x) => x.page === route);
      expect(e?.removed, route).toBeTruthy();
      expect(e?.replacedBy, route).toBeTruthy();
    }
  });
});

/** A minimal valid endpoint description, for the schema's tests to spoil one field at a time. */
const valid = {
  page: "/docs/dev/api/internal/cron/page",
  title: "分页查询",
  method: "GET",
  path: "/api/cron",
  auth: "jwt",
};

describe("the schema", () => {
  it("rejects a wrong method, a relative path, invalid JSON and a removal without replacement", () => {
    expect(() => validateEndpoints([{ ...valid, method: "FETCH" }], "f.yaml")).toThrow(
      'field "method" must be one of GET, POST, PUT, DELETE',
    );
    expect(() => validateEndpoints([{ ...valid, path: "cron" }], "f.yaml")).toThrow(
      'field "path" must be the full path',
    );
    expect(() => validateEndpoints([{ ...valid, responseExample: "{oops" }], "f.yaml")).toThrow(
      'field "responseExample" must be valid JSON',
    );
    expect(() => validateEndpoints([{ ...valid, removed: "1.0.0-beta.9" }], "f.yaml")).toThrow(
      'field "replacedBy" is required',
    );
    expect(() => validateEndpoints([{ ...valid, colour: "red" }], "f.yaml")).toThrow(ApiDescriptionError);
  });

  it("builds a curl example with the real method, path, auth header, query and body", () => {
    const [e] = validateEndpoints(
      [
        {
          ...valid,
          method: "POST",
          path: "/api/open/env/v1/create",
          auth: "token",
          params: [{ in: "query", name: "page", type: "number", required: true, example: "1", description: "页码" }],
          body: '{"a":1}',
        },
      ],
      "f.yaml",
    );
    expect(curlExample(e)).toBe(
      `curl -X POST "http://<主机>:5678/api/open/env/v1/create?page=1" \\\n  -H "api-token: <令牌>" \\\n  -H "Content-Type: application/json" \\\n  -d '{"a":1}'`,
    );
  });
});

describe("one endpoint shape", () => {
  it("the GraphQL ApiEndpoint type lists exactly the fields of a built node", async () => {
    const { apiEndpointTypeDefs } = await import("../../src/lib/api/endpointNode");
    const [e] = validateEndpoints(
      [
        {
          page: "/docs/dev/api/internal/cron/page",
          title: "T",
          method: "GET",
          path: "/api/cron",
          auth: "jwt",
          summary: "s",
        },
      ],
      "f.yaml",
    );
    const node = apiEndpointNode(e, 0, "f.yaml", "next");
    const block = /type ApiEndpoint implements Node @dontInfer \{([\s\S]*?)\}/.exec(apiEndpointTypeDefs)?.[1] ?? "";
    const fields = [...block.matchAll(/^\s+(\w+):/gm)].map((m) => m[1]);
    expect(new Set(fields)).toEqual(new Set(Object.keys(node)));
    const sections = /type ApiSections \{([\s\S]*?)\}/.exec(apiEndpointTypeDefs)?.[1] ?? "";
    expect(new Set([...sections.matchAll(/^\s+(\w+):/gm)].map((m) => m[1]))).toEqual(
      new Set(Object.keys(node.sections)),
    );
  });
});

describe("the endpoint's shape is stated once", () => {
  it("the page's GraphQL fragment asks for every section the node type has", async () => {
    const { API_SECTIONS } = await import("../../src/lib/api/sectionNames");
    const view = readFileSync("src/components/api/ApiEndpointView.tsx", "utf8");
    const asked = /sections \{([^}]*)\}/.exec(view)?.[1].trim().split(/\s+/) ?? [];
    expect(asked).toEqual([...API_SECTIONS]);
  });

  it("a description may have exactly the fields of its table, and the message lists them", async () => {
    const { ENDPOINT_FIELDS } = await import("../../src/lib/api/endpointSchema");
    expect(() => validateEndpoints([{ ...valid, colour: "red" }], "f.yaml")).toThrow(
      `field "colour" is not a known field (${Object.keys(ENDPOINT_FIELDS).join(", ")}).`,
    );
    expect(() =>
      validateEndpoints(
        [{ ...valid, params: [{ in: "query", name: "a", type: "x", description: "d", colour: 1 }] }],
        "f.yaml",
      ),
    ).toThrow('field "params[0].colour" is not a known field');
    expect(() =>
      validateEndpoints([{ ...valid, params: [{ in: "cookie", name: "a", type: "x", description: "d" }] }], "f.yaml"),
    ).toThrow('field "params[0].in" must be one of query, body, path, form, header, got "cookie".');
    expect(() => validateEndpoints([{ ...valid, errors: [{ when: "x" }] }], "f.yaml")).toThrow(
      'field "errors[0].message" is required.',
    );
  });

  it("a parameter's source names a relative file and anchors with exactly one hole", () => {
    const param = (source: unknown) => ({ in: "query", name: "h", type: "number", description: "d", source });
    const [e] = validateEndpoints(
      [{ ...valid, params: [param({ file: "a.ts", default: "h = '{value}'" })] }],
      "f.yaml",
    );
    expect(e.params[0].source).toEqual({ file: "a.ts", default: ["h = '{value}'"], stated: [], allowed: [] });
    expect(() =>
      validateEndpoints([{ ...valid, params: [param({ file: "a.ts", stated: ["MAX = 200"] })] }], "f.yaml"),
    ).toThrow(
      'field "params[0].source.stated[0]" must hold exactly one of {value} or {list} or {const}, got "MAX = 200".',
    );
    expect(() => validateEndpoints([{ ...valid, params: [param({ file: "/a.ts" })] }], "f.yaml")).toThrow(
      'field "params[0].source.file" must be a path relative',
    );
    expect(() => validateEndpoints([{ ...valid, params: [param({ file: "a.ts", line: 3 })] }], "f.yaml")).toThrow(
      'field "params[0].source.line" is not a known field',
    );
  });
});

describe("sections an endpoint shows", () => {
  it("a live endpoint shows every section it has data for; a removed one only those with data", async () => {
    const { apiSectionsOf } = await import("../../src/lib/api/endpointNode");
    const empty = { params: [], response: [], errors: [], responseExample: null };
    expect(apiSectionsOf({ ...empty, removed: null })).toEqual({
      params: true,
      request: true,
      response: true,
      responseExample: false,
      errors: false,
    });
    expect(apiSectionsOf({ ...empty, removed: "1.0.0-beta.7" })).toEqual({
      params: false,
      request: false,
      response: false,
      responseExample: false,
      errors: false,
    });
  });
});

describe("request samples (curl, fetch, requests) from the description", () => {
  const valid = {
    page: "/docs/dev/api/open/env/create",
    title: "创建",
    method: "POST",
    path: "/api/open/env/v1/create",
    auth: "token",
  };
  const [post] = validateEndpoints(
    [
      {
        ...valid,
        params: [{ in: "query", name: "page", type: "number", required: true, example: "1", description: "页码" }],
        body: '{"a":1,"b":[true,null],"c":"中文"}',
      },
    ],
    "f.yaml",
  );

  it("fetch sends the same method, URL, auth header and JSON body", () => {
    expect(fetchExample(post)).toBe(
      [
        'const response = await fetch("http://<主机>:5678/api/open/env/v1/create?page=1", {',
        '  method: "POST",',
        "  headers: {",
        '    "api-token": "<令牌>",',
        '    "Content-Type": "application/json",',
        "  },",
        "  body: JSON.stringify({",
        '    "a": 1,',
        '    "b": [',
        "      true,",
        "      null",
        "    ],",
        '    "c": "中文"',
        "  }),",
        "});",
        "const data = await response.json();",
        "console.log(data);",
      ].join("\n"),
    );
  });

  it("requests passes the query as params and the body as a Python literal", () => {
    expect(pythonExample(post)).toBe(
      [
        "import requests",
        "",
        "response = requests.post(",
        '    "http://<主机>:5678/api/open/env/v1/create",',
        '    params={"page": "1"},',
        '    headers={"api-token": "<令牌>"},',
        "    json={",
        '        "a": 1,',
        '        "b": [',
        "            True,",
        "            None,",
        "        ],",
        '        "c": "中文",',
        "    },",
        ")",
        "print(response.json())",
      ].join("\n"),
    );
    expect(pythonLiteral({ ok: false, list: [], map: {} })).toBe(
      '{\n    "ok": False,\n    "list": [],\n    "map": {},\n}',
    );
  });

  it("a GET without auth is a bare fetch; path parameters are filled in every sample", () => {
    const [get] = validateEndpoints(
      [
        {
          ...valid,
          method: "GET",
          auth: "none",
          path: "/api/file/tree/{type}",
          params: [{ in: "path", name: "type", type: "string", default: "all", description: "根" }],
        },
      ],
      "f.yaml",
    );
    expect(fetchExample(get)).toBe(
      'const response = await fetch("http://<主机>:5678/api/file/tree/all");\nconst data = await response.json();\nconsole.log(data);',
    );
    expect(curlExample(get)).toBe('curl -X GET "http://<主机>:5678/api/file/tree/all"');
    expect(pythonExample(get)).toContain('requests.get(\n    "http://<主机>:5678/api/file/tree/all",\n)');
  });

  it("a file upload is FormData in fetch and files= in requests", () => {
    const [upload] = validateEndpoints(
      [
        {
          ...valid,
          params: [
            { in: "form", name: "file", type: "file", required: true, example: "@./task.js", description: "文件" },
            { in: "form", name: "note", type: "string", example: "x", description: "备注" },
          ],
        },
      ],
      "f.yaml",
    );
    expect(curlExample(upload)).toContain('-F "file=@./task.js" \\\n  -F "note=x"');
    expect(fetchExample(upload)).toContain('form.append("file", fileInput.files[0]);');
    expect(fetchExample(upload)).toContain('form.append("note", "x");');
    expect(fetchExample(upload)).toContain("body: form,");
    expect(fetchExample(upload)).not.toContain("Content-Type");
    expect(pythonExample(upload)).toContain('data={"note": "x"},\n    files={"file": open("./task.js", "rb")},');
  });

  it("every endpoint's fetch sample is valid JavaScript, and the node carries all three highlighted", () => {
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (body: string) => unknown;
    for (const e of endpoints) {
      const node = apiEndpointNode(e, 0, "f.yaml", "next");
      // Parses only (the function is never called); the file input is a declared placeholder.
      expect(
        () => new AsyncFunction(`const fileInput = null;\n${node.fetchSample}`),
        `${e.method} ${e.path}`,
      ).not.toThrow();
      expect(node.fetchSampleHtml, e.path).toContain('class="token');
      expect(node.pythonSampleHtml, e.path).toContain('class="token');
      expect(node.curlHtml, e.path).toContain('class="token');
    }
  });

  const python = (() => {
    try {
      execFileSync("python3", ["-c", "pass"]);
      return true;
    } catch {
      return false;
    }
  })();

  it.skipIf(!python)("every endpoint's requests sample is valid Python (checked with python3's parser)", () => {
    const samples = endpoints.map((e) => pythonExample(e));
    const out = execFileSync(
      "python3",
      ["-c", "import ast, json, sys\nfor s in json.load(sys.stdin): ast.parse(s)\nprint('ok')"],
      { input: JSON.stringify(samples) },
    ).toString();
    expect(out.trim()).toBe("ok");
  });
});
