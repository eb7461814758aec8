/**
 * Ranking pages for a parsed query. The rules, and why, are in docs/SEARCH.md ("Ranking");
 * the constants below are the knobs it names.
 */
import { PAGE_CONTEXT, PAGE_NAME, PAGE_TITLE, SECTION_CONTENT, SECTION_HEADING } from "./indexFormat";
import { postingsOf, sectionText, type LoadedIndex, type SectionRecord } from "./loadIndex";
import { markParsed, parseQuery, type Alternatives, type ParsedQuery } from "./queryParts";

/** A matching section, in the engine's order. */
export interface SearchHit extends SectionRecord {
  id: number;
  /** The page's route, without the anchor. */
  pageUrl: string;
  /** True when the query matched the section's text (not only its headings). */
  inContent: boolean;
  /** The start of the section's text, for snippets; missing while its page's texts are not loaded. */
  content?: string;
  /** When `content` is missing: the file of the page's texts and the section's place in it. */
  texts?: { url: string; at: number };
}

/** A matching page and its matching sections, best first. */
export interface PageResult {
  url: string;
  title: string;
  area: string;
  sections: SearchHit[];
  /** How the page matched: 0 every term of every word, 1 every word (some through looser forms), 2 only some. */
  level: number;
  /** The share of the query the page covers, rare words counting more (0–1). */
  coverage: number;
  score: number;
}

export interface SearchResults {
  /** Matching pages in the engine's order: what /search lists and the modal's count. */
  pages: PageResult[];
  /** The pages' sections in order, at most `sectionsPerPage` each. */
  hits: SearchHit[];
  /** The number of matching pages. */
  total: number;
  /** The query's words to mark in titles and snippets. */
  terms: string[];
  /** The query as corrected, when a typed Latin word was matched through a correction. */
  correctedQuery?: string;
}

/** Weight of each field; a term counts once per place, at its best field. */
const FIELD_WEIGHT = { title: 5, name: 4, heading: 3, context: 2, content: 1 };
/** A page's other matching sections add this fraction of their score (capped at the best's). */
const OTHER_SECTIONS = 0.3;
const CATEGORY_WEIGHT = 0.4;
/** Pages covering less than this share of the best page's coverage are not listed. */
const MIN_RELATIVE_COVERAGE = 0.5;
/** Bonuses, each scaled by the share of the query it concerns. */
const BONUS = { adjacent: 0.5, heading: 0.5, title: 0.8, titleInQuery: 0.3, answers: 1 };
/** Words from which a query is a whole question: the answers bonus grows to its full size there. */
const QUESTION_WORDS = 3;

const sectionWeight = (bits: number) =>
  bits & SECTION_HEADING ? FIELD_WEIGHT.heading : bits & SECTION_CONTENT ? FIELD_WEIGHT.content : 0;
const pageWeight = (bits: number) =>
  bits & PAGE_TITLE
    ? FIELD_WEIGHT.title
    : bits & PAGE_NAME
      ? FIELD_WEIGHT.name
      : bits & PAGE_CONTEXT
        ? FIELD_WEIGHT.context
        : 0;

/** One slot with its postings read: where it is held, how well (field × match weight), and how surely (match weight). */
interface Slot {
  sections: Map<number, number>;
  sectionHeld: Map<number, number>;
  pages: Map<number, number>;
  pageHeld: Map<number, number>;
  idf: number;
}

interface ReadVariant {
  text: string;
  weight: number;
  slots: Slot[];
  total: number;
}

interface ReadPart {
  text: string;
  variants: ReadVariant[];
  /** How much the word counts in the query: its rarest variant's summed idf. */
  importance: number;
}

function readSlot(index: LoadedIndex, alts: Alternatives): Slot {
  const slot: Slot = { sections: new Map(), sectionHeld: new Map(), pages: new Map(), pageHeld: new Map(), idf: 0 };
  const pagesHolding = new Set<number>();
  const keep = (score: Map<number, number>, held: Map<number, number>, key: number, w: number, weight: number) => {
    if (w * weight > (score.get(key) ?? 0)) score.set(key, w * weight);
    if (weight > (held.get(key) ?? 0)) held.set(key, weight);
  };
  for (const [id, weight] of alts) {
    const p = postingsOf(index, id);
    p.sections.ids.forEach((s, i) => {
      keep(slot.sections, slot.sectionHeld, s, sectionWeight(p.sections.fields[i]), weight);
      pagesHolding.add(index.sections[s].page);
    });
    p.pages.ids.forEach((pg, i) => {
      keep(slot.pages, slot.pageHeld, pg, pageWeight(p.pages.fields[i]), weight);
      pagesHolding.add(pg);
    });
  }
  // A pair the site never uses is as rare as a term can be: a page holding the word's other
  // pairs covers it only in part (两步验证 is not covered by 验证 alone).
  slot.idf = Math.log(1 + index.pages.length / Math.max(1, pagesHolding.size));
  return slot;
}

function readQuery(index: LoadedIndex, parsed: ParsedQuery): ReadPart[] {
  return parsed.parts
    .map((part) => {
      const variants = part.variants.map((v) => {
        const slots = v.slots.map((alts) => readSlot(index, alts));
        return { text: v.text, weight: v.weight, slots, total: slots.reduce((n, s) => n + s.idf, 0) };
      });
      return { text: part.text, variants, importance: Math.max(0, ...variants.map((v) => v.total)) };
    })
    .filter((p) => p.importance > 0);
}

/** A part's coverage (0–1, through its best variant) and score at one place. */
function partAt(
  part: ReadPart,
  held: (s: Slot) => number,
  field: (s: Slot) => number,
): { coverage: number; score: number; variant: ReadVariant | null } {
  let best = { coverage: 0, score: 0, variant: null as ReadVariant | null };
  for (const v of part.variants) {
    if (!v.total) continue;
    let h = 0;
    let f = 0;
    for (const s of v.slots) {
      h += s.idf * held(s);
      f += s.idf * field(s);
    }
    const coverage = (v.weight * h) / v.total;
    const score = v.weight * f;
    if (coverage > best.coverage || (coverage === best.coverage && score > best.score))
      best = { coverage, score, variant: v };
  }
  return best;
}

interface Scored {
  page: number;
  level: number;
  coverage: number;
  score: number;
  sections: { id: number; score: number; inContent: boolean }[];
}

const compactText = (s: string) => s.toLowerCase().replace(/\s+/g, "");

function scorePage(
  index: LoadedIndex,
  parts: ReadPart[],
  joins: Slot[],
  page: number,
  sectionIds: number[],
  query: string,
): Scored {
  const totalImportance = parts.reduce((n, p) => n + p.importance, 0);
  const pageHeld = (s: Slot) => s.pageHeld.get(page) ?? 0;
  const pageField = (s: Slot) => s.pages.get(page) ?? 0;
  // The page as a whole: a slot is held if its fields or any matching section hold it.
  const anySection = (s: Slot) => sectionIds.reduce((m, id) => Math.max(m, s.sectionHeld.get(id) ?? 0), 0);
  const whole = parts.map((p) => partAt(p, (s) => Math.max(pageHeld(s), anySection(s)), pageField));
  const coverage = whole.reduce((n, r, i) => n + parts[i].importance * r.coverage, 0) / totalImportance;
  const pageScore = whole.reduce((n, r) => n + r.score, 0);

  const title = index.pages[page].title;
  const sections = sectionIds.map((id) => {
    const r = index.sections[id];
    const heading = compactText(`${r.lvl2 ?? ""} ${r.lvl3 ?? ""}`);
    let own = 0;
    let combined = 0;
    let together = 0;
    let inHeading = 0;
    let inContent = false;
    parts.forEach((part) => {
      const at = partAt(
        part,
        (s) => Math.max(s.sectionHeld.get(id) ?? 0, pageHeld(s)),
        (s) => Math.max(s.sections.get(id) ?? 0, pageField(s)),
      );
      const here = partAt(
        part,
        (s) => s.sectionHeld.get(id) ?? 0,
        (s) => s.sections.get(id) ?? 0,
      );
      own += here.score;
      combined += at.score;
      together += part.importance * at.coverage;
      if (
        here.variant?.slots.some(
          (s) => (s.sections.get(id) ?? 0) > 0 && (s.sections.get(id) ?? 0) <= FIELD_WEIGHT.content,
        )
      )
        inContent = true;
      if (at.variant && heading.includes(at.variant.text)) inHeading += part.importance * at.variant.weight;
    });
    const headingShare = inHeading / totalImportance;
    const joined = joins.length
      ? joins.filter((j) => j.sectionHeld.has(id) || j.pageHeld.has(page)).length / joins.length
      : 0;
    const bonus = (1 + BONUS.heading * headingShare ** 2) * (1 + BONUS.adjacent * joined);
    // A section counts by how much of the query it holds itself (with its page's fields).
    const share = together / totalImportance;
    return { id, score: own * bonus * share ** 2, combined: combined * bonus * share ** 2, inContent };
  });
  sections.sort((a, b) => b.combined - a.combined || a.id - b.id);
  const best = sections[0];
  const others = sections.slice(1).reduce((n, s) => n + s.score, 0);
  let score =
    Math.max(best?.combined ?? 0, pageScore) + OTHER_SECTIONS * Math.min(others, Math.max(best?.combined ?? 0, 1));

  const compactTitle = compactText(title);
  const compactQuery = compactText(query);
  const titleShare =
    whole.reduce(
      (n, r, i) =>
        n + (r.variant && compactTitle.includes(r.variant.text) ? parts[i].importance * r.variant.weight : 0),
      0,
    ) / totalImportance;
  score *= 1 + BONUS.title * titleShare ** 2;
  if (compactTitle === compactQuery) score *= 2;
  // A category's title names a group of pages, not an answer, so it earns no reward here.
  else if (!index.pages[page].category && compactTitle.length >= 2 && compactQuery.includes(compactTitle))
    score *= 1 + (BONUS.titleInQuery * compactTitle.length) / compactQuery.length;
  if (index.pages[page].category) score *= CATEGORY_WEIGHT;
  score *= coverage ** 2;
  // Whole questions: a page holding every word of a longer query answers it, where one holding
  // its strongest word in a heading only names the subject. By the share of words held whole
  // (through a variant), squared, and by how much the query is a question (none for one word).
  const answered = whole.filter((r) => r.variant && r.coverage >= r.variant.weight * 0.999).length / parts.length;
  const question = Math.min(1, (parts.length - 1) / (QUESTION_WORDS - 1));
  score *= 1 + BONUS.answers * question * answered ** 2;

  const exactly = (s: Slot) => s.pageHeld.get(page) === 1 || sectionIds.some((id) => s.sectionHeld.get(id) === 1);
  const everyTerm = parts.every((p) => p.variants[0].text === p.text && p.variants[0].slots.every(exactly));
  const level = coverage >= 0.999 ? (everyTerm ? 0 : 1) : 2;
  return {
    page,
    level,
    coverage,
    score,
    sections: sections.map(({ id, score: s, inContent }) => ({ id, score: s, inContent })),
  };
}

export function searchIndex(
  index: LoadedIndex,
  query: string,
  options: { sectionsPerPage?: number } = {},
): SearchResults {
  const parsed = parseQuery(index, query);
  const parts = readQuery(index, parsed);
  if (!parts.length) return { pages: [], hits: [], total: 0, terms: [] };
  const byPage = new Map<number, Set<number>>();
  for (const part of parts)
    for (const v of part.variants)
      for (const s of v.slots) {
        for (const id of s.sections.keys()) {
          const page = index.sections[id].page;
          const set = byPage.get(page) ?? new Set<number>();
          set.add(id);
          byPage.set(page, set);
        }
        for (const page of s.pages.keys()) if (!byPage.has(page)) byPage.set(page, new Set());
      }
  const joins = parsed.joins.map((alts) => readSlot(index, alts));
  const scored = [...byPage.entries()]
    // Titles are compared with the query as read (huanjing bianliang as 环境变量).
    .map(([page, ids]) => scorePage(index, parts, joins, page, [...ids], parsed.readAs ?? query))
    .filter((s) => s.score > 0);
  const bestCoverage = Math.max(0, ...scored.map((s) => s.coverage));
  const shown = scored.filter((s) => s.coverage >= MIN_RELATIVE_COVERAGE * bestCoverage);
  shown.sort((a, b) => b.score - a.score || a.page - b.page);

  const perPage = options.sectionsPerPage ?? Infinity;
  const pages = shown.map((s): PageResult => {
    const p = index.pages[s.page];
    const own = s.sections.filter((x) => x.score > 0);
    // A page found by its title, keywords or links alone shows its introduction.
    const list = own.length ? own : [{ id: p.firstSection, inContent: false }];
    return {
      url: p.url,
      title: p.title,
      area: p.area,
      sections: list.map((x) => toHit(index, x.id, x.inContent)),
      level: s.level,
      coverage: s.coverage,
      score: s.score,
    };
  });
  const used = [...parsed.corrections].filter(([from]) => parts.some((p) => p.text === from || p.text.includes(from)));
  let correctedQuery: string | undefined;
  if (used.length && pages.length) {
    correctedQuery = query.trim().toLowerCase();
    for (const [from, to] of used) correctedQuery = correctedQuery.split(from).join(to);
  }
  return {
    pages,
    hits: pages.flatMap((p) => p.sections.slice(0, perPage)),
    total: pages.length,
    terms: markParsed(parsed),
    ...(correctedQuery ? { correctedQuery } : {}),
  };
}

function toHit(index: LoadedIndex, id: number, inContent: boolean): SearchHit {
  const { page, at, ...section } = index.sections[id];
  const hit: SearchHit = { ...section, id, pageUrl: index.pages[page].url, inContent };
  const content = sectionText(index, id);
  if (content !== undefined) hit.content = content;
  else hit.texts = { url: index.textFiles[page], at };
  return hit;
}
