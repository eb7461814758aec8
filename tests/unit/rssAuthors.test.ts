import { describe, expect, it } from "vitest";
import { Feed } from "feed";
import { rssAuthorsAsCreators } from "../../src/lib/rssAuthors";

const feedWith = (author: { name: string; email?: string }) => {
  const feed = new Feed({ title: "t", id: "https://x.test/blog", link: "https://x.test/blog", copyright: "c" });
  feed.addItem({ title: "p", link: "https://x.test/blog/p", date: new Date("2024-05-01"), author: [author] });
  return feed.rss2();
};

describe("RSS item authors", () => {
  it("a name without an e-mail address becomes dc:creator, with the namespace declared", () => {
    const rss = rssAuthorsAsCreators(feedWith({ name: "SuperManito" }));
    expect(rss).not.toContain("<author>");
    expect(rss).toContain("<dc:creator>SuperManito</dc:creator>");
    expect(rss).toMatch(/<rss [^>]*xmlns:dc="http:\/\/purl\.org\/dc\/elements\/1\.1\/"/);
    expect(rss.match(/xmlns:dc=/g)).toHaveLength(1);
  });

  it("an e-mail author stays <author>", () => {
    const rss = rssAuthorsAsCreators(feedWith({ name: "名字", email: "a@example.com" }));
    expect(rss).toContain("<author>a@example.com (名字)</author>");
    expect(rss).not.toContain("dc:creator");
  });
});
