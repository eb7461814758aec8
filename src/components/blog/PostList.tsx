import React from "react";
import PostSummary, { type PostSummaryData } from "./PostSummary";

/** Posts in the order given by `ids` (the page context decides the order, newest first). */
export default function PostList({
  ids,
  posts,
}: {
  ids: readonly string[];
  posts: readonly (PostSummaryData & { id: string })[];
}) {
  const byId = new Map(posts.map((p) => [p.id, p]));
  return (
    <>
      {ids.map((id) => {
        const post = byId.get(id);
        return post ? <PostSummary key={id} post={post} /> : null;
      })}
    </>
  );
}
