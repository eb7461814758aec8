import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { describe, expect, it } from "vitest";
import { apiEndpointNode } from "../../src/lib/api/endpointNode";
import { validateEndpoints, type ApiEndpointData } from "../../src/lib/api/endpointSchema";
import { prettyJson } from "../../src/lib/codeHighlight";
import { createdPageContext, forgetCreatedPages, rememberCreatedPage } from "../../src/node/data/createdPages";
import { endpointsFromNodes, readEndpoints } from "../../src/node/postBuild/markdownAndOpenapi/sources";

describe("the endpoints the machine outputs use come from the ApiEndpoint nodes", () => {
  const dir = "content/api";
  const files = (readdirSync(dir, { recursive: true }) as string[]).filter((f) => /\.ya?ml$/.test(f)).sort();
  // The nodes as onCreateNode makes them: one file at a time, each entry with its place in its file.
  const nodesOf = (version: string) =>
    files.flatMap((f) =>
      validateEndpoints(yaml.load(readFileSync(path.join(dir, f), "utf8")), f).map((e, order) =>
        apiEndpointNode(e, order, `${dir}/${f}`, version),
      ),
    );

  it("in readEndpoints' order and with only its fields, whatever order Gatsby keeps them in", () => {
    const expected = readEndpoints(dir);
    expect(files.length).toBeGreaterThan(1);
    const nodes = nodesOf("next");
    const shuffled = [...nodes.filter((_, i) => i % 2), ...nodes.filter((_, i) => !(i % 2)).reverse()];
    const other = nodesOf("1.0.0-beta.10").slice(0, 3);
    // The node's JSON texts are pretty-printed; every output pretty-prints them anyway.
    const pretty = (e: ApiEndpointData) => ({
      ...e,
      body: e.body && prettyJson(e.body),
      responseExample: e.responseExample && prettyJson(e.responseExample),
    });
    expect(endpointsFromNodes([...other, ...shuffled], "next")).toEqual(expected.map(pretty));
  });
});

describe("the page contexts kept for the steps after the build", () => {
  it("answer a created page's context, null for a route no page has", () => {
    forgetCreatedPages();
    rememberCreatedPage("/docs/a", { label: "A" });
    expect(createdPageContext<{ label: string }>("/docs/a")).toEqual({ label: "A" });
    expect(createdPageContext("/docs/draft")).toBeNull();
  });

  it("fail when createPages has not run, rather than call every page unbuilt", () => {
    forgetCreatedPages();
    expect(() => createdPageContext("/docs/a")).toThrow(/createPages has not run/);
  });
});
