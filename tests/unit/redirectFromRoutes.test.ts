// redirect_from routes end up in public/_redirects (Netlify) and public/_redirects.nginx: a
// character either reads as syntax must be refused at front-matter validation, naming the file and
// the field, not in the build's last step (or worse, published as a rule).
import { describe, expect, it } from "vitest";
import { validateDocFrontmatter } from "../../src/lib/frontmatter";

const check = (route: string) => () => validateDocFrontmatter({ title: "x", redirect_from: [route] }, "f.mdx");

describe("redirect_from routes", () => {
  it("refuse a % escape that does not decode, naming the file and the field", () => {
    for (const bad of ["/docs/a%zz", "/docs/a%", "/docs/%E4%BD", "/docs/100%"])
      expect(check(bad), bad).toThrow(
        `f.mdx: front matter "redirect_from" "${bad}" has a "%" escape that does not decode to text`,
      );
  });

  it("refuse every character _redirects or nginx would read as syntax, also when %-escaped", () => {
    for (const [bad, shown] of [
      ["/docs/*", '"*"'],
      ["/docs/a/*", '"*"'],
      ["/docs/:splat", '":"'],
      ["/docs/a:b", '":"'],
      ["/docs/a!", '"!"'],
      ["/docs/a'b", `"'"`],
      ['/docs/a"b', '"\\""'],
      ["/docs/a`b", '"`"'],
      ["/docs/a;b", '";"'],
      ["/docs/a{b}", '"{"'],
      ["/docs/a$b", '"$"'],
      ["/docs/a=b", '"="'],
      ["/docs/a&b", '"&"'],
      ["/docs/a+b", '"+"'],
      ["/docs/a,b", '","'],
      ["/docs/a(b)", '"("'],
      ["/docs/a@b", '"@"'],
      ["/docs/a[b]", '"["'],
      ["/docs/a\\b", '"\\\\"'],
      ["/docs/a|b", '"|"'],
      ["/docs/a^b", '"^"'],
      ["/docs/a<b>", '"<"'],
      ["/docs/a%09b", "U+0009"],
      ["/docs/a%E3%80%80b", "U+3000"],
      ["/docs/a\u202eb", "U+202E"],
      ["/docs/a%2Ab", '"*"'],
      ["/docs/a%2Fb", '"/"'],
      ["/docs/a%20b", "U+0020"],
      ["/docs/a%3Ab", '":"'],
    ] as const) {
      expect(check(bad), bad).toThrow(`f.mdx: front matter "redirect_from" ${JSON.stringify(bad)} has ${shown},`);
    }
  });

  it("keep what a moved page's old route is written with: letters of any script, digits, - _ . ~ and escapes of them", () => {
    const ok = ["/docs/a-b_c.d~e", "/docs/旧地址", "/docs/%E6%97%A7", "/docs/v1.0/cli", "/docs/CHANGELOG"];
    expect(validateDocFrontmatter({ title: "x", redirect_from: ok }, "f.mdx").redirectFrom).toEqual(ok);
  });
});
