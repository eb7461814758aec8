/**
 * Every route the site creates, with what it comes from. Two sources for one route (say
 * content/docs/about.mdx and content/docs/about/index.mdx, or a post with `slug: archive` and
 * the blog archive) fail the build naming both, instead of one page silently replacing the other.
 */
import { ContentError } from "./contentError";

export class RouteCollisionError extends ContentError {}

export class RouteTable {
  private readonly owners = new Map<string, string>();

  /** Records that `source` makes the page at `route`; throws when another source already does. */
  claim(route: string, source: string): void {
    const key = route.length > 1 ? route.replace(/\/+$/, "") : route;
    const other = this.owners.get(key);
    if (other !== undefined && other !== source) {
      const [first, second] = [other, source].sort();
      throw new RouteCollisionError(
        `route "${key}" would be made by both ${first} and ${second}. Rename or move one of them.`,
      );
    }
    this.owners.set(key, source);
  }

  get size(): number {
    return this.owners.size;
  }
}

/** Sources of the routes that do not come from a content file, as the messages name them. */
export const routeSources = {
  blogList: (page: number) => `the blog list (page ${page})`,
  blogArchive: "the blog archive",
  blogTags: "the blog tag list",
  blogTag: (key: string) => `content/blog/tags.yaml (tag "${key}")`,
  blogAuthors: "the blog author list",
  blogAuthor: (key: string) => `content/blog/authors.yaml (author "${key}")`,
  category: (label: string, sidebarsFile: string) => `${sidebarsFile} (category "${label}")`,
  redirectFrom: (file: string) => `the redirect_from of ${file}`,
} as const;
