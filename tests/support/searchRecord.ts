/** A search record of a docs page section, as the unit tests of the search build them. */
export const rec = (url: string, lvl1: string, lvl2: string | null, content: string) => ({
  url,
  lvl0: "文档",
  lvl1,
  lvl2,
  lvl3: null,
  content,
});
