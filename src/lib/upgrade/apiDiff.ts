/**
 * The HTTP API part of an upgrade guide: the endpoint descriptions (content/api/**.yaml) of two
 * versions, compared by method and path. An endpoint marked `removed:` in the newer version only
 * counts as removed; parameters, response fields, errors and notes that differ are listed with
 * both versions' wording, so the reader sees the limit or default that moved.
 */
import type { ApiChanges, ApiEndpoint, Changed, EndpointChanges, EndpointRef } from "./types";

const keyOf = (e: ApiEndpoint) => `${e.method} ${e.path}`;

/** The entry's route plus anchor: `hrefOf` builds the page's route in its version. */
const refOf = (e: ApiEndpoint, hrefOf: (e: ApiEndpoint) => string): EndpointRef => ({
  method: e.method,
  path: e.path,
  title: e.title,
  href: hrefOf(e),
});

/** Compare two lists of named things; each difference says what it is and both versions' text. */
function compareBy<T>(
  from: readonly T[],
  to: readonly T[],
  key: (x: T) => string,
  label: (x: T) => string,
  fields: readonly { name: string; read: (x: T) => string | null }[],
): Changed[] {
  const out: Changed[] = [];
  for (const f of from)
    if (!to.some((t) => key(t) === key(f)))
      out.push({
        what: label(f),
        from: fields
          .map((x) => x.read(f))
          .filter(Boolean)
          .join("；"),
        to: null,
      });
  for (const t of to) {
    const f = from.find((x) => key(x) === key(t));
    if (!f) {
      out.push({
        what: label(t),
        from: null,
        to: fields
          .map((x) => x.read(t))
          .filter(Boolean)
          .join("；"),
      });
      continue;
    }
    for (const field of fields) {
      const a = field.read(f);
      const b = field.read(t);
      if (a !== b) out.push({ what: `${label(t)} · ${field.name}`, from: a, to: b });
    }
  }
  return out;
}

type Param = ApiEndpoint["params"][number];
type Field = ApiEndpoint["response"][number];

/** Every way two descriptions of one endpoint differ, in the order the page shows them. */
export function endpointDifferences(f: ApiEndpoint, t: ApiEndpoint): Changed[] {
  return [
    ...compareBy<Param>(
      f.params,
      t.params,
      (p) => `${p.in} ${p.name}`,
      (p) => `参数 ${p.name}`,
      [
        { name: "类型", read: (p) => p.type },
        { name: "必填", read: (p) => (p.required ? "是" : "否") },
        { name: "默认值", read: (p) => p.default },
        { name: "说明", read: (p) => p.description },
      ],
    ),
    ...compareBy<Field>(
      f.response,
      t.response,
      (r) => r.name,
      (r) => `响应字段 ${r.name}`,
      [
        { name: "类型", read: (r) => r.type || null },
        { name: "说明", read: (r) => r.description },
      ],
    ),
    ...compareBy(
      f.errors,
      t.errors,
      (e) => e.message,
      (e) => `错误 ${e.message}`,
      [{ name: "出现条件", read: (e) => e.when || null }],
    ),
    ...compareBy(
      f.notes,
      t.notes,
      (n) => n,
      () => "说明条目",
      [{ name: "内容", read: (n) => n }],
    ),
  ];
}

export function diffApi(
  from: readonly ApiEndpoint[],
  to: readonly ApiEndpoint[],
  hrefFrom: (e: ApiEndpoint) => string,
  hrefTo: (e: ApiEndpoint) => string,
): ApiChanges {
  const live = (list: readonly ApiEndpoint[]) => list.filter((e) => !e.removed);
  const fromLive = live(from);
  const toLive = live(to);
  const added = toLive.filter((t) => !fromLive.some((f) => keyOf(f) === keyOf(t))).map((e) => refOf(e, hrefTo));
  const removed = fromLive
    .filter((f) => !toLive.some((t) => keyOf(t) === keyOf(f)))
    // An endpoint the newer version still describes (as removed) links there: that entry says what replaces it.
    .map((f) => {
      const there = to.find((t) => keyOf(t) === keyOf(f));
      return there ? refOf(there, hrefTo) : refOf(f, hrefFrom);
    });
  const changed: EndpointChanges[] = [];
  for (const t of toLive) {
    const f = fromLive.find((x) => keyOf(x) === keyOf(t));
    if (!f) continue;
    const changes = endpointDifferences(f, t);
    if (changes.length) changed.push({ ...refOf(t, hrefTo), fromHref: hrefFrom(f), changes });
  }
  return { added, removed, changed };
}
