// scripts/serve.mjs against a temporary site: each finding of the security review, and the
// routing the site relies on (clean URLs, redirects, 404 page, netlify.toml headers).
import { readFileSync } from "node:fs";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { parseNetlifyHeaders, headersFor } from "../../src/lib/netlifyHeaders.mjs";
import { APP_JS, SECRET, get, raw, serveFixture } from "./helpers";

const security = headersFor(parseNetlifyHeaders(readFileSync("netlify.toml", "utf8")), "/");

const served = serveFixture();

/** The server is up and answers a normal request correctly. */
async function stillServes() {
  expect(served.server.alive()).toBe(true);
  const home = await get(served.server.port, "/");
  expect(home.status).toBe(200);
  expect(home.body.toString()).toContain("Home page");
}

function expectSecurityHeaders(headers: Record<string, string | string[] | undefined>) {
  expect(Object.keys(security).length).toBeGreaterThan(0);
  for (const [name, value] of Object.entries(security)) {
    if (name.toLowerCase() === "cache-control") continue;
    expect(headers[name.toLowerCase()], name).toBe(value);
  }
}

/** A redirect never leaves the origin: its Location is a path with exactly one leading "/". */
function expectSameOrigin(location: string | undefined) {
  expect(location).toBeTruthy();
  expect(location).toMatch(/^\/(?![/\\])/);
  expect(location).not.toMatch(/[\\\s]/);
  expect(new URL(location!, served.server.origin).origin).toBe(served.server.origin);
}

describe("requests that used to kill the process", () => {
  const targets = [
    "//",
    "///",
    "//a:b@/",
    "//x:99999/",
    "http://[::1/",
    "//" + "/".repeat(50),
    "/%",
    "/%E0%A4%A",
    "/%C0%AF",
    "/a%00b",
    "*",
    "evil.example",
  ];
  for (const target of targets) {
    it(`GET ${target} → 400, and the server keeps serving`, async () => {
      const reply = await raw(served.server.port, target);
      expect(reply?.status).toBe(400);
      expectSecurityHeaders(reply!.headers);
      await stillServes();
    });
  }

  it("absolute-form for another host is refused, for this host it is served", async () => {
    expect((await raw(served.server.port, "http://evil.example/docs/cli"))?.status).toBe(400);
    expect((await raw(served.server.port, `http://evil.example:${served.server.port}/`))?.status).toBe(400);
    const own = await raw(served.server.port, `http://127.0.0.1:${served.server.port}/docs/cli`);
    expect(own?.status).toBe(200);
    expect(own?.text).toContain("CLI page");
    await stillServes();
  });

  it("a path of 15,000 slashes is answered at once (no backtracking regex)", async () => {
    const start = performance.now();
    const reply = await raw(served.server.port, "/docs" + "/".repeat(15_000));
    const ms = performance.now() - start;
    expect(reply?.status).toBe(301);
    expect(reply?.headers.location).toBe("/docs");
    expect(ms).toBeLessThan(250);
    expect((await raw(served.server.port, "/".repeat(15_000)))?.status).toBe(400);
    await stillServes();
  });
});

describe("no way out of the root", () => {
  const attempts = [
    "/..%2fpublic-backup%2f.env",
    "/..%2fpublic-backup%2fnotes.txt",
    "/%2e%2e/public-backup/notes.txt",
    "/docs/..%2f..%2fpublic-backup/notes.txt",
    "/../public-backup/notes.txt",
    "/docs/../../public-backup/notes.txt",
    "/..%5cpublic-backup%5cnotes.txt",
    "/%2e%2e%2f%2e%2e%2foutside.txt",
  ];
  for (const target of attempts) {
    it(`${target} does not reach the sibling folder`, async () => {
      const reply = await raw(served.server.port, target);
      expect([400, 404]).toContain(reply?.status);
      expect(reply?.text).not.toContain(SECRET);
    });
  }

  it("dotfiles are 404 (.well-known is served)", async () => {
    for (const target of ["/.env", "/docs/.hidden/page.txt", "/%2eenv", "/.git/config"]) {
      const reply = await get(served.server.port, target);
      expect(reply.status, target).toBe(404);
      expect(reply.body.toString()).not.toContain(SECRET);
    }
    const wellKnown = await get(served.server.port, "/.well-known/security.txt");
    expect(wellKnown.status).toBe(200);
    expect(wellKnown.body.toString()).toContain("Contact:");
  });

  it("symlinks that leave the root are 404, a symlink inside it is served", async () => {
    for (const target of ["/link-out.txt", "/outside.txt", "/escape/notes.txt", "/escape/.env"]) {
      const reply = await get(served.server.port, target);
      expect(reply.status, target).toBe(404);
      expect(reply.body.toString()).not.toContain(SECRET);
    }
    const alias = await get(served.server.port, "/alias.txt");
    expect(alias.status).toBe(200);
    expect(alias.body.toString()).toBe("plain text inside the root\n");
  });
});

describe("no open redirect", () => {
  const targets = [
    "/%2Fevil.example/",
    "/%2F%2Fevil.example/index.html",
    "/%2Fevil.example/index.html",
    "/%5Cevil.example/",
    "/%5C%5Cevil.example/",
    "/\\evil.example/",
    "/%09/evil.example/",
    "/docs/%2F%2Fevil.example/",
    "/docs//evil.example/",
    "/%2F%2Fevil.example.html",
    "/evil.example%2F%2F/index.html",
    "/docs/cli/?next=//evil.example",
  ];
  for (const target of targets) {
    it(`${target}: 400, 404, or a same-origin Location`, async () => {
      const reply = await raw(served.server.port, target);
      expect(reply).not.toBeNull();
      if (reply!.status >= 300 && reply!.status < 400) expectSameOrigin(reply!.headers.location);
      else expect([400, 404]).toContain(reply!.status);
      expect(reply!.headers.location ?? "").not.toMatch(/^\/\/|^\/\\|^[a-z]+:/i);
    });
  }
});

describe("methods", () => {
  for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "PROPFIND"]) {
    it(`${method} → 405 with Allow: GET, HEAD`, async () => {
      const reply = await get(served.server.port, "/docs/cli", {}, method);
      expect(reply.status).toBe(405);
      expect(reply.headers.allow).toBe("GET, HEAD");
      expectSecurityHeaders(reply.headers);
    });
  }

  it("HEAD answers the headers of GET without a body", async () => {
    const head = await get(served.server.port, "/docs/cli", {}, "HEAD");
    const full = await get(served.server.port, "/docs/cli");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers["content-length"]).toBe(full.headers["content-length"]);
    expect(head.headers.etag).toBe(full.headers.etag);
  });
});

describe("routing", () => {
  it("clean URLs are served from <route>/index.html", async () => {
    for (const [target, text] of [
      ["/", "Home page"],
      ["/docs/cli", "CLI page"],
      ["/docs/cli/script/run", "Run page"],
    ]) {
      const reply = await get(served.server.port, target);
      expect(reply.status, target).toBe(200);
      expect(reply.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(reply.body.toString()).toContain(text);
      expectSecurityHeaders(reply.headers);
    }
  });

  it("/x/index.html, /x/, /index.html and doubled slashes are 301 to the clean URL, query kept", async () => {
    for (const [target, location] of [
      ["/docs/cli/", "/docs/cli"],
      ["/docs/cli/index.html", "/docs/cli"],
      ["/docs/cli/index.html?q=1&r=%2F", "/docs/cli?q=1&r=%2F"],
      ["/docs/cli///?a=b", "/docs/cli?a=b"],
      ["/docs//cli", "/docs/cli"],
      ["/index.html", "/"],
      ["/index.html?x=1", "/?x=1"],
      ["/docs/%E5%91%BD%E4%BB%A4/", "/docs/%E5%91%BD%E4%BB%A4"],
    ]) {
      const reply = await raw(served.server.port, target);
      expect(reply?.status, target).toBe(301);
      expect(reply?.headers.location, target).toBe(location);
      expectSameOrigin(reply?.headers.location);
    }
  });

  it("legacy .html URLs are 301 to the clean page when it exists", async () => {
    for (const [target, location] of [
      ["/docs/about.html", "/docs/about"],
      ["/docs/cli/script/run.html", "/docs/cli/script/run"],
      ["/docs/cli.html?from=old", "/docs/cli?from=old"],
    ]) {
      const reply = await get(served.server.port, target);
      expect(reply.status, target).toBe(301);
      expect(reply.headers.location).toBe(location);
    }
    // A real .html file is served as is; a .html without a page is a 404.
    const real = await get(served.server.port, "/legacy.html");
    expect(real.status).toBe(200);
    expect(real.body.toString()).toContain("A real .html file");
    const page404 = await get(served.server.port, "/404.html");
    expect(page404.status).toBe(200);
    expect((await get(served.server.port, "/docs/nothing.html")).status).toBe(404);
  });

  it("redirects carry the security headers and are not cached for long", async () => {
    for (const target of ["/docs/cli/", "/docs/cli/index.html", "/docs/about.html", "/app.js/"]) {
      const reply = await get(served.server.port, target);
      expect(reply.status, target).toBe(301);
      expectSecurityHeaders(reply.headers);
      expect(reply.headers["cache-control"]).not.toContain("immutable");
    }
  });
});

describe("404", () => {
  it("the 404 page with status 404, the security headers and no long-lived cache", async () => {
    for (const target of ["/missing", "/missing.js", "/static/missing.css", "/static/abc.js", "/docs/cli/nope"]) {
      const reply = await get(served.server.port, target);
      expect(reply.status, target).toBe(404);
      expect(reply.body.toString()).toContain("Custom not found page");
      expect(reply.headers["cache-control"]).toBe("no-store");
      expectSecurityHeaders(reply.headers);
    }
    const head = await get(served.server.port, "/missing.js", {}, "HEAD");
    expect(head.status).toBe(404);
    expect(head.body.length).toBe(0);
  });

  it("an existing hashed asset still gets the year-long immutable cache of netlify.toml", async () => {
    const reply = await get(served.server.port, "/app.js");
    expect(reply.status).toBe(200);
    expect(reply.headers["cache-control"]).toContain("immutable");
  });
});

describe("ranges and conditional requests", () => {
  it("Range → 206 with Content-Range; an unsatisfiable range → 416", async () => {
    const part = await get(served.server.port, "/app.js", { Range: "bytes=0-9" });
    expect(part.status).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 0-9/${Buffer.byteLength(APP_JS)}`);
    expect(part.body.toString()).toBe(APP_JS.slice(0, 10));
    const tail = await get(served.server.port, "/app.js", { Range: "bytes=-5" });
    expect(tail.status).toBe(206);
    expect(tail.body.toString()).toBe(APP_JS.slice(-5));
    const bad = await get(served.server.port, "/app.js", { Range: "bytes=99999999-" });
    expect(bad.status).toBe(416);
    expect(bad.headers["content-range"]).toBe(`bytes */${Buffer.byteLength(APP_JS)}`);
    expectSecurityHeaders(bad.headers);
  });

  it("ETag + If-None-Match → 304 (with the security headers); Last-Modified + If-Modified-Since → 304", async () => {
    const first = await get(served.server.port, "/docs/cli");
    expect(first.headers.etag).toBeTruthy();
    const again = await get(served.server.port, "/docs/cli", { "If-None-Match": first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expectSecurityHeaders(again.headers);
    const since = await get(served.server.port, "/docs/cli", { "If-Modified-Since": first.headers["last-modified"]! });
    expect(since.status).toBe(304);
    const changed = await get(served.server.port, "/docs/cli", { "If-None-Match": '"something-else"' });
    expect(changed.status).toBe(200);
  });
});

describe("precompressed files", () => {
  it("br when accepted, gzip when only gzip is, the plain file otherwise; always Vary", async () => {
    const br = await get(served.server.port, "/app.js", { "Accept-Encoding": "gzip, deflate, br" });
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toBe("application/javascript; charset=utf-8");
    expect(br.headers.vary).toBe("Accept-Encoding");
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(APP_JS);

    const gz = await get(served.server.port, "/app.js", { "Accept-Encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.body).toString()).toBe(APP_JS);

    const notBr = await get(served.server.port, "/app.js", { "Accept-Encoding": "br;q=0, gzip;q=0.5" });
    expect(notBr.headers["content-encoding"]).toBe("gzip");

    const variants: Record<string, string>[] = [
      {},
      { "Accept-Encoding": "identity" },
      { "Accept-Encoding": "br;q=0, gzip;q=0" },
    ];
    for (const headers of variants) {
      const plain = await get(served.server.port, "/app.js", headers);
      expect(plain.status).toBe(200);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.headers.vary).toBe("Accept-Encoding");
      expect(plain.body.toString()).toBe(APP_JS);
    }
  });

  it("each encoding has its own ETag, and 304 works for the compressed one", async () => {
    const br = await get(served.server.port, "/app.js", { "Accept-Encoding": "br" });
    const plain = await get(served.server.port, "/app.js");
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    const again = await get(served.server.port, "/app.js", {
      "Accept-Encoding": "br",
      "If-None-Match": br.headers.etag!,
    });
    expect(again.status).toBe(304);
    expect(again.headers.vary).toBe("Accept-Encoding");
  });

  it("a file without precompressed siblings is served plain without Vary", async () => {
    const reply = await get(served.server.port, "/docs/cli", { "Accept-Encoding": "br, gzip" });
    expect(reply.headers["content-encoding"]).toBeUndefined();
    expect(reply.headers.vary).toBeUndefined();
  });
});

describe("the process", () => {
  it("never crashed and logged no errors", async () => {
    await stillServes();
    expect(served.server.output()).not.toMatch(/TypeError|Error:|EMFILE/);
  });
});
