/**
 * Symbolic links under content/: one that leads out of the repository would publish a file of
 * the build machine (`ln -s /etc/passwd content/blog/passwd.png` put it at /_media/…).
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { checkContentLinks } from "../../src/lib/contentLinks";
import { copyContentMedia } from "../../src/node/postBuild/contentMedia";

let root = "";
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "content-links-"));
  mkdirSync(path.join(root, "content/blog/2024-01-01-post"), { recursive: true });
  writeFileSync(path.join(root, "content/blog/2024-01-01-post/photo.png"), "png");
  writeFileSync(path.join(root, "shared.png"), "png inside the repository");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const publicFiles = () => {
  const dir = path.join(root, "public");
  return existsSync(dir) ? readdirSync(dir, { recursive: true }).map(String) : [];
};

describe("links under the content folders", () => {
  it("pass when every link stays inside the repository, and the media is copied", () => {
    symlinkSync(path.join(root, "shared.png"), path.join(root, "content/blog/shared.png"));
    expect(() => checkContentLinks(root, ["content/blog"])).not.toThrow();
    expect(copyContentMedia([path.join(root, "content/blog")], path.join(root, "public"), root)).toBe(2);
  });

  it("refuse a link to a file outside the repository, naming the link and its target", () => {
    symlinkSync("/etc/passwd", path.join(root, "content/blog/passwd.png"));
    expect(() => checkContentLinks(root, ["content/blog"])).toThrow(
      "content/blog/passwd.png: is a symbolic link to /etc/passwd, outside the repository.",
    );
  });

  it("refuse a linked folder that leads out, and a broken link", () => {
    symlinkSync("/etc", path.join(root, "content/blog/2024-01-01-post/etc"));
    expect(() => checkContentLinks(root, ["content/blog"])).toThrow(
      "content/blog/2024-01-01-post/etc: is a symbolic link to /etc, outside the repository.",
    );
    rmSync(path.join(root, "content/blog/2024-01-01-post/etc"));
    symlinkSync(path.join(root, "gone.png"), path.join(root, "content/blog/gone.png"));
    expect(() => checkContentLinks(root, ["content/blog"])).toThrow(
      "content/blog/gone.png: is a symbolic link to a file that does not exist.",
    );
  });

  it("are never followed out of the repository by the media copy", () => {
    symlinkSync("/etc/passwd", path.join(root, "content/blog/2024-01-01-post/passwd.png"));
    expect(() => copyContentMedia([path.join(root, "content/blog")], path.join(root, "public"), root)).toThrow(
      /passwd\.png: is a symbolic link that leads outside the repository/,
    );
    expect(publicFiles().filter((f) => f.endsWith("passwd.png"))).toEqual([]);
  });
});
