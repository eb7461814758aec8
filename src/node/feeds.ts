/** onPostBuild: RSS 2.0 and Atom feeds of the blog, written with the `feed` library. */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Feed } from "feed";
import { site } from "../config/site";
import { labels } from "../config/labels";

interface FeedQuery {
  allBlogPost: {
    nodes: { title: string; path: string; date: string; excerpt: string; description: string | null; authors: { name: string; url: string | null }[] }[];
  };
}

type GraphqlRunner = <T>(query: string) => Promise<{ data?: T; errors?: unknown }>;

export async function writeFeeds(publicDir: string, graphql: GraphqlRunner): Promise<void> {
  const result = await graphql<FeedQuery>(`
    query BlogFeed {
      allBlogPost(filter: { draft: { eq: false }, unlisted: { eq: false } }, sort: { date: DESC }) {
        nodes { title path date excerpt description authors { name url } }
      }
    }
  `);
  if (!result.data) throw new Error(`blog feeds: ${JSON.stringify(result.errors)}`);
  const posts = result.data.allBlogPost.nodes;
  const blogUrl = `${site.siteUrl}/blog`;
  const feed = new Feed({
    title: `${site.title} ${labels["blog.title"]}`,
    description: labels["blog.description"],
    id: blogUrl,
    link: blogUrl,
    language: site.lang,
    favicon: `${site.siteUrl}/favicon.svg`,
    copyright: `Copyright © ${site.copyrightYear} ${site.copyrightHolder}`,
    updated: posts[0] ? new Date(posts[0].date) : undefined,
    feedLinks: { rss: `${blogUrl}/rss.xml`, atom: `${blogUrl}/atom.xml` },
  });
  for (const p of posts) {
    feed.addItem({
      title: p.title,
      id: `${site.siteUrl}${p.path}`,
      link: `${site.siteUrl}${p.path}`,
      date: new Date(p.date),
      description: p.description ?? p.excerpt,
      author: p.authors.map((a) => ({ name: a.name, link: a.url ?? undefined })),
    });
  }
  const dir = path.join(publicDir, "blog");
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "rss.xml"), feed.rss2());
  writeFileSync(path.join(dir, "atom.xml"), feed.atom1());
}
