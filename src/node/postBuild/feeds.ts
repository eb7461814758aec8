/** onPostBuild: RSS 2.0 and Atom feeds of the blog, written with the `feed` library. */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Feed } from "feed";
import { site } from "../../config/site";
import { labels } from "../../config/labels";
import { blogRoutes, siteAddress } from "../../config/routes";
import { rssAuthorsAsCreators } from "../../lib/rssAuthors";
import { isPublished, todayForPosts } from "../../lib/blog";
import { isProductionBuild } from "../../config/env";

interface FeedQuery {
  allBlogPost: {
    nodes: {
      title: string;
      path: string;
      date: string;
      excerpt: string;
      description: string | null;
      authors: { name: string; url: string | null }[];
    }[];
  };
}

type GraphqlRunner = <T>(query: string) => Promise<{ data?: T; errors?: unknown }>;

export async function writeFeeds(publicDir: string, graphql: GraphqlRunner): Promise<void> {
  const result = await graphql<FeedQuery>(`
    query BlogFeed {
      allBlogPost(filter: { draft: { eq: false }, unlisted: { eq: false } }, sort: { date: DESC }) {
        nodes {
          title
          path
          date
          excerpt
          description
          authors {
            name
            url
          }
        }
      }
    }
  `);
  if (!result.data) throw new Error(`blog feeds: ${JSON.stringify(result.errors)}`);
  // As in the lists: a post dated after today is left out of a production build's feeds.
  const today = todayForPosts();
  const posts = result.data.allBlogPost.nodes.filter((p) =>
    isPublished({ ...p, draft: false }, isProductionBuild(), today),
  );
  const blogUrl = siteAddress(blogRoutes.list());
  const feed = new Feed({
    title: `${site.title} ${labels["blog.title"]}`,
    description: labels["blog.description"],
    id: blogUrl,
    link: blogUrl,
    language: site.lang,
    favicon: siteAddress("/favicon.svg"),
    copyright: `Copyright © ${site.copyrightYear} ${site.copyrightHolder}`,
    updated: posts[0] ? new Date(posts[0].date) : undefined,
    feedLinks: { rss: siteAddress(blogRoutes.rss), atom: siteAddress(blogRoutes.atom) },
  });
  for (const p of posts) {
    feed.addItem({
      title: p.title,
      id: siteAddress(p.path),
      link: siteAddress(p.path),
      date: new Date(p.date),
      description: p.description ?? p.excerpt,
      author: p.authors.map((a) => ({ name: a.name, link: a.url ?? undefined })),
    });
  }
  const write = (route: string, text: string) => {
    const file = path.join(publicDir, route);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  };
  write(blogRoutes.rss, rssAuthorsAsCreators(feed.rss2()));
  write(blogRoutes.atom, feed.atom1());
}
