/** Latin typo matching against the index's own terms (docs/SEARCH.md, "Typos"). */

/**
 * Edit distance where a swap of two neighbouring letters counts one (optimal string alignment
 * Damerau–Levenshtein); stops early and returns max + 1 once the distance must exceed max.
 */
export function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row = new Array<number>(b.length + 1);
    row[0] = i;
    rows.push(row);
  }
  for (let j = 0; j <= b.length; j++) rows[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    let rowMin = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2][j - 2] + 1);
      rows[i][j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
  }
  return rows[a.length][b.length];
}

/**
 * How many edits a typed word of this length may hold: two from eight letters, one from four,
 * and from three only a swap of two letters (rnu → run), since any other edit of a three-letter
 * word reaches too many other words.
 */
export function allowedEdits(length: number): number {
  return length >= 8 ? 2 : length >= 3 ? 1 : 0;
}

const sameLetters = (a: string, b: string) =>
  a.length === b.length && [...a].sort().join("") === [...b].sort().join("");

/**
 * The terms nearest to a typed Latin word, all at the smallest distance found (at most a few),
 * from the Latin terms grouped by length.
 */
export function nearestTerms(word: string, byLength: Map<number, string[]>): { terms: string[]; distance: number } {
  const max = allowedEdits(word.length);
  let best = max + 1;
  let found: string[] = [];
  for (let len = word.length - max; len <= word.length + max; len++) {
    for (const term of byLength.get(len) ?? []) {
      if (term === word) continue;
      const d = typoDistance(word, term, Math.min(max, best));
      if (d > max || d > best) continue;
      if (word.length === 3 && !sameLetters(word, term)) continue;
      if (d < best) {
        best = d;
        found = [];
      }
      found.push(term);
    }
  }
  return { terms: found.slice(0, 3), distance: best };
}

/** Latin terms of an index grouped by length, for nearestTerms. */
export function latinTermsByLength(sortedTerms: string[]): Map<number, string[]> {
  const out = new Map<number, string[]>();
  for (const t of sortedTerms) {
    if (!/^[-/]*[a-z0-9]/.test(t)) continue;
    const list = out.get(t.length);
    if (list) list.push(t);
    else out.set(t.length, [t]);
  }
  return out;
}
