/**
 * The upgrade guides' JSON (issue #42) over the built site: one file per guide, listed in the
 * newer version's llms.txt, every address in it a built page (or a heading on one), and the
 * page diffs it names kept out of search engines and the sitemap.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { docsRoutes, machineRoutes, siteBaseUrl } from "../../src/config/routes";
import { docVersions } from "../../src/config/versions";
import { upgradePairs } from "../../src/lib/upgrade/pairs";

const base = siteBaseUrl("");
const route = (address: string) => {
  expect(address.startsWith(base), address).toBe(true);
  return address.slice(base.length) || "/";
};
const htmlOf = (r: string) => path.join("public", r.split("#")[0], "index.html");

/** Every `href` anywhere in a JSON value. */
function hrefs(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => hrefs(v, out));
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) {
      if (/href$/i.test(k) && typeof v === "string") out.push(v);
      else hrefs(v, out);
    }
  return out;
}

const pairs = upgradePairs(docVersions);

describe("the upgrade guides' changes as JSON", () => {
  it("exist for every pair of versions with a guide, beside the guide", () => {
    expect(pairs.length).toBeGreaterThan(0);
    for (const { from, to } of pairs) {
      expect(existsSync(path.join("public", machineRoutes.upgradeChanges(from.name, to)))).toBe(true);
      expect(existsSync(htmlOf(docsRoutes.upgrade(from.name, to)))).toBe(true);
    }
  });

  it("are listed in the newer version's llms.txt", () => {
    for (const { from, to } of pairs)
      expect(readFileSync(path.join("public", machineRoutes.llms(to)), "utf8")).toContain(
        `${base}${machineRoutes.upgradeChanges(from.name, to)}`,
      );
  });

  it("name only built pages and headings that exist on them", () => {
    for (const { from, to } of pairs) {
      const changes = JSON.parse(
        readFileSync(path.join("public", machineRoutes.upgradeChanges(from.name, to)), "utf8"),
      );
      expect(changes.from.name).toBe(from.name);
      const all = hrefs(changes).map(route);
      expect(all.length).toBeGreaterThan(0);
      for (const r of all) {
        expect(existsSync(htmlOf(r)), r).toBe(true);
        const anchor = r.split("#")[1];
        if (anchor) expect(readFileSync(htmlOf(r), "utf8"), r).toContain(`id="${anchor}"`);
      }
    }
  });

  it("name page diffs that are noindex and not in the sitemap", () => {
    const sitemap = readFileSync("public/sitemap-0.xml", "utf8");
    for (const { from, to } of pairs) {
      const changes = JSON.parse(
        readFileSync(path.join("public", machineRoutes.upgradeChanges(from.name, to)), "utf8"),
      );
      const diffs = (changes.docs.changed as { diffHref: string }[]).map((p) => route(p.diffHref));
      for (const r of diffs) {
        expect(readFileSync(htmlOf(r), "utf8"), r).toContain('<meta name="robots" content="noindex, nofollow"');
        expect(sitemap, r).not.toContain(`${r}<`);
      }
    }
  });
});
