import { randomBytes } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addStats, brotliQuality, compressInBackground, compressPublic } from "../../src/node/postBuild/compressPublic";
import { utimesSync } from "node:fs";

let dir: string;
const html = "<!doctype html>" + "<p>文档 Arcadia docs paragraph</p>\n".repeat(200);
const css = ".a{color:red}\n".repeat(200);
const json = JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `item ${i}` })));

function write(rel: string, content: string | Buffer) {
  const file = path.join(dir, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}
const size = (rel: string) => statSync(path.join(dir, rel)).size;
const has = (rel: string) => existsSync(path.join(dir, rel));

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "compress-public-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("compressPublic", () => {
  it("writes .br and .gz beside text files of 1 KB or more, and they decompress to the original", async () => {
    write("index.html", html);
    write("docs/cli/index.html", html.replace("Arcadia", "CLI"));
    write("static/app.css", css);
    write("page-data/app-data.json", json);
    const stats = await compressPublic(dir);

    for (const [rel, text] of [
      ["index.html", html],
      ["docs/cli/index.html", html.replace("Arcadia", "CLI")],
      ["static/app.css", css],
      ["page-data/app-data.json", json],
    ]) {
      const raw = path.join(dir, rel);
      expect(zlib.brotliDecompressSync(readFileSync(raw + ".br")).toString()).toBe(text);
      expect(zlib.gunzipSync(readFileSync(raw + ".gz")).toString()).toBe(text);
      expect(size(rel + ".br")).toBeLessThan(size(rel));
      expect(size(rel + ".gz")).toBeLessThan(size(rel));
    }
    expect(stats.files).toBe(4);
    expect(stats.rawBytes).toBe(
      ["index.html", "docs/cli/index.html", "static/app.css", "page-data/app-data.json"].reduce(
        (n, f) => n + size(f),
        0,
      ),
    );
    expect(stats.brBytes).toBe(
      ["index.html", "docs/cli/index.html", "static/app.css", "page-data/app-data.json"].reduce(
        (n, f) => n + size(f + ".br"),
        0,
      ),
    );
    expect(stats.gzBytes).toBe(
      ["index.html", "docs/cli/index.html", "static/app.css", "page-data/app-data.json"].reduce(
        (n, f) => n + size(f + ".gz"),
        0,
      ),
    );
    expect(stats.brBytes).toBeLessThan(stats.gzBytes);
  });

  it("skips small files, other types, files already compressed and symlinks", async () => {
    write("small.js", "console.log(1)\n".repeat(10)); // < 1 KB
    write("image.png", Buffer.alloc(4096, 1));
    write("font.woff2", Buffer.alloc(4096, 1));
    write("already.js.gz", zlib.gzipSync("x".repeat(5000)));
    write("already.js.br", zlib.brotliCompressSync("x".repeat(5000)));
    write("real.css", css);
    symlinkSync(path.join(dir, "real.css"), path.join(dir, "link.css"));
    const stats = await compressPublic(dir);
    expect(stats.files).toBe(1);
    for (const rel of [
      "small.js.br",
      "small.js.gz",
      "image.png.br",
      "font.woff2.gz",
      "already.js.gz.br",
      "already.js.br.gz",
      "already.js.gz.gz",
      "link.css.br",
      "link.css.gz",
    ]) {
      expect(has(rel), rel).toBe(false);
    }
    expect(has("real.css.br")).toBe(true);
  });

  it("writes no copy that would not be smaller, and removes a stale one", async () => {
    // Random bytes do not compress; a .br from an earlier build must not survive either.
    write("random.txt", randomBytes(4096));
    write("random.txt.br", "stale");
    const stats = await compressPublic(dir);
    expect(stats).toEqual({ files: 0, rawBytes: 0, brBytes: 0, gzBytes: 0 });
    expect(has("random.txt.br")).toBe(false);
    expect(has("random.txt.gz")).toBe(false);
  });

  it("is fine with an empty folder and can run twice", async () => {
    expect(await compressPublic(dir)).toEqual({ files: 0, rawBytes: 0, brBytes: 0, gzBytes: 0 });
    write("index.html", html);
    expect((await compressPublic(dir)).files).toBe(1);
    const copy = readFileSync(path.join(dir, "index.html.br"));
    expect((await compressPublic(dir)).files).toBe(0);
    expect(readFileSync(path.join(dir, "index.html.br"))).toEqual(copy);
    expect(has("index.html.br.br")).toBe(false);
  });

  it("leaves copies newer than their file alone, and redoes the copies of a changed file", async () => {
    write("a.html", html);
    write("b.html", html);
    expect((await compressPublic(dir)).files).toBe(2);
    expect((await compressPublic(dir)).files).toBe(0);
    const later = new Date(Date.now() + 5000);
    write("b.html", html.replace("docs", "guide"));
    utimesSync(path.join(dir, "b.html"), later, later);
    expect((await compressPublic(dir)).files).toBe(1);
    expect(zlib.brotliDecompressSync(readFileSync(path.join(dir, "b.html.br"))).toString()).toBe(
      html.replace("docs", "guide"),
    );
  });

  it("leaves the copies of a file rewritten with the same content alone (a later build writing it again)", async () => {
    write("c.html", html);
    expect((await compressPublic(dir)).files).toBe(1);
    const later = new Date(Date.now() + 5000);
    write("c.html", html);
    utimesSync(path.join(dir, "c.html"), later, later);
    expect((await compressPublic(dir)).files).toBe(0);
    // A damaged copy is redone.
    write("c.html.gz", zlib.gzipSync("something else"));
    utimesSync(path.join(dir, "c.html"), later, later);
    expect((await compressPublic(dir)).files).toBe(1);
    expect(zlib.gunzipSync(readFileSync(path.join(dir, "c.html.gz"))).toString()).toBe(html);
  });

  it("spends brotli's best quality on scripts, styles and the search index only", () => {
    expect(brotliQuality(path.join("public", "app-1a2b.js"))).toBe(11);
    expect(brotliQuality(path.join("public", "styles.css"))).toBe(11);
    expect(brotliQuality(path.join("public", "search", "index.abc.json"))).toBe(11);
    expect(brotliQuality(path.join("public", "docs", "cli", "index.html"))).toBe(5);
    expect(brotliQuality(path.join("public", "page-data", "docs", "page-data.json"))).toBe(5);
    expect(brotliQuality(path.join("public", "search", "index.html"))).toBe(5);
    expect(brotliQuality(path.join("public", "~partytown", "debug", "partytown-sw.js"))).toBe(5);
  });

  it("in the background: stopped, it leaves the rest to the last pass, and no file is done twice", async () => {
    for (const name of ["a", "b", "c", "d"]) write(`${name}.html`, html.replace("Arcadia", name));
    const early = compressInBackground(dir);
    // A file written while it runs (the search index, the Markdown copies): one pass or the other.
    write("late.json", json);
    const first = await early.stop();
    const rest = await compressPublic(dir);
    // No file is compressed twice, none is missed.
    expect(addStats(first, rest).files).toBe(5);
    expect(has("late.json.br")).toBe(true);
    for (const name of ["a", "b", "c", "d"])
      expect(zlib.brotliDecompressSync(readFileSync(path.join(dir, `${name}.html.br`))).toString()).toBe(
        html.replace("Arcadia", name),
      );
  });

  it("in the background, left to run, does every file that was there", async () => {
    for (const name of ["a", "b", "c"]) write(`${name}.html`, html.replace("Arcadia", name));
    const early = compressInBackground(dir);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await early.stop()).files).toBe(3);
    expect((await compressPublic(dir)).files).toBe(0);
  });
});
