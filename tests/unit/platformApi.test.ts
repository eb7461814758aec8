import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { beforeAll, describe, expect, it } from "vitest";
import { docSets } from "../support/platformPins";
import { backendRoutes, type Route } from "../support/backendRoutes";
import { MessageIndex, textTemplates } from "../support/programMessages";

interface Endpoint {
  page: string;
  method: string;
  path: string;
  removed?: string;
  errors?: { message: string | number }[];
}

function endpoints(apiDir: string): { file: string; endpoint: Endpoint }[] {
  const files = readdirSync(apiDir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".yaml"));
  return files.sort().flatMap((f) =>
    (yaml.load(readFileSync(path.join(apiDir, f), "utf8")) as Endpoint[]).map((endpoint) => ({
      file: path.join(apiDir, f),
      endpoint,
    })),
  );
}

/** Whether `message` occurs in the route's handler or in what it calls. */
function inHandler(route: Route, message: string): boolean {
  return new MessageIndex(textTemplates(route.file, route.code)).find(message) !== null;
}

// content/api against the routes of the pinned backend (tests/support/backendRoutes.ts).
for (const set of docSets()) {
  describe(`HTTP endpoints of the ${set.version} docs`, () => {
    let routes: Route[];
    const listed = endpoints(set.apiDir);
    const route = (e: Endpoint) => routes.find((r) => r.method === e.method && r.path === e.path);

    beforeAll(() => {
      routes = backendRoutes(set.platform);
    }, 60_000);

    it("exist in the pinned backend with the same method and path (and removed ones do not)", () => {
      const wrong = listed.flatMap(({ file, endpoint: e }) => {
        if (e.removed)
          return route(e)
            ? [`${file}: ${e.method} ${e.path} is marked removed in ${e.removed} but the backend has it`]
            : [];
        return route(e) ? [] : [`${file}: ${e.method} ${e.path} is not a route of ${set.platform}/backend`];
      });
      expect(wrong).toEqual([]);
    });

    it("list only error messages that the endpoint's handler or the code it calls can send", () => {
      const wrong: string[] = [];
      let count = 0;
      for (const { file, endpoint: e } of listed) {
        const r = route(e);
        if (!r || e.removed) continue;
        for (const error of e.errors ?? []) {
          count++;
          if (!inHandler(r, String(error.message)))
            wrong.push(
              `${file}: ${e.method} ${e.path}: \`${error.message}\` is not in ${r.file}'s handler or what it calls`,
            );
        }
      }
      expect(wrong).toEqual([]);
      const live = listed.filter(({ endpoint: e }) => !e.removed).length;
      console.log(
        `${set.version}: ${live} endpoints found in the backend's routes (${listed.length - live} removed ones absent), ${count} error messages found in their handlers`,
      );
    }, 60_000);

    it("tells a wrong endpoint and a message of another handler apart (so the checks above can fail)", () => {
      expect(route({ page: "", method: "GET", path: "/api/file/list" })).toBeDefined();
      expect(route({ page: "", method: "POST", path: "/api/file/list" })).toBeUndefined();
      expect(route({ page: "", method: "GET", path: "/api/file/lists" })).toBeUndefined();
      const list = route({ page: "", method: "GET", path: "/api/file/list" })!;
      expect(inHandler(list, "非法操作（路径超出允许范围）")).toBe(true);
      // Only the upload middleware says this.
      expect(inHandler(list, "目标路径不是一个目录")).toBe(false);
      expect(inHandler(route({ page: "", method: "POST", path: "/api/file/upload" })!, "目标路径不是一个目录")).toBe(
        true,
      );
    });
  });
}
