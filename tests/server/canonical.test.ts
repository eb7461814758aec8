// One address per file: a path written with escapes of plain characters (/docs/%6eext) is
// redirected to its plain spelling, an escaped slash (/docs%2Fcli) names no file. Also the
// answers Node's parser makes for us (431) carry a short body, and If-Range with a weak
// validator sends the whole file (RFC 9110, 13.1.5: a weak tag never matches strongly).
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { APP_JS, get, raw, serveFixture } from "./helpers";

const served = serveFixture();

describe("one address per page", () => {
  it("an escaped plain character is 301 to the plain spelling, query kept", async () => {
    for (const [target, location] of [
      ["/docs/cl%69", "/docs/cli"],
      ["/%64ocs/cli/script/run?x=1", "/docs/cli/script/run?x=1"],
      ["/docs/cli/script/%72%75%6E", "/docs/cli/script/run"],
      ["/docs/cli%2Dx", "/docs/cli-x"],
    ]) {
      const reply = await get(served.server.port, target);
      expect(reply.status, target).toBe(301);
      expect(reply.headers.location, target).toBe(location);
    }
  });

  it("an escaped slash names no file: 404, not the page", async () => {
    for (const target of ["/docs%2Fcli", "/docs/cli%2fscript/run", "/docs/cli%2F"]) {
      const reply = await get(served.server.port, target);
      expect(reply.status, target).toBe(404);
      expect(reply.body.toString(), target).toContain("Custom not found page");
    }
  });

  it("what a browser sends as it is keeps being served: UTF-8 escapes, @ and other reserved marks", async () => {
    const write = (rel: string) => {
      const file = path.join(served.fixture.root, rel);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, `<!doctype html><title>${rel}</title>`);
    };
    write("docs/旧/index.html");
    write("img/logo@2x.png");
    for (const target of ["/docs/%E6%97%A7", "/docs/%e6%97%a7", "/img/logo@2x.png", "/img/logo%402x.png", "/docs/cli"])
      expect((await get(served.server.port, target)).status, target).toBe(200);
  });
});

describe("answers made before routing", () => {
  it("an over-long request target: 431 with a short text body, like the other errors", async () => {
    const reply = await raw(served.server.port, `/docs/${"a".repeat(20_000)}`);
    expect(reply?.status).toBe(431);
    expect(reply?.headers["content-type"]).toBe("text/plain; charset=utf-8");
    const body = reply!.text.split("\r\n\r\n")[1];
    expect(body).toBe("Request Header Fields Too Large\n");
    expect(reply?.headers["content-length"]).toBe(String(Buffer.byteLength(body)));
  });
});

describe("If-Range", () => {
  it("with the file's own (weak) ETag: the whole file, 200", async () => {
    const first = await get(served.server.port, "/app.js");
    expect(first.headers.etag).toMatch(/^W\//);
    const reply = await get(served.server.port, "/app.js", { Range: "bytes=0-9", "If-Range": first.headers.etag! });
    expect(reply.status).toBe(200);
    expect(reply.body.toString()).toBe(APP_JS);
    expect(reply.headers["content-range"]).toBeUndefined();
  });

  it("without If-Range, or with a date that matches, the range is still served", async () => {
    expect((await get(served.server.port, "/app.js", { Range: "bytes=0-9" })).status).toBe(206);
    const first = await get(served.server.port, "/app.js");
    const dated = await get(served.server.port, "/app.js", {
      Range: "bytes=0-9",
      "If-Range": first.headers["last-modified"]!,
    });
    expect(dated.status).toBe(206);
  });
});
