// A fragment that is not valid percent-encoding ("#%", "#100%", a CJK anchor cut off mid-character)
// must not blank the page: Gatsby's scroll handler runs decodeURI on it. The page renders,
// hydrates and stays at the top; a good fragment still scrolls to its heading.
import { test, expect } from "./fixtures";
import { watchConsole } from "./helpers";

const BAD = ["#%", "#100%", "#%E5%91%BD%E4%BB", "#%zz", "#a%E4"];

for (const fragment of BAD) {
  test(`/docs/cli/script/run${fragment} renders and does not scroll`, async ({ page }) => {
    const console = watchConsole(page);
    await page.goto(`/docs/cli/script/run${fragment}`);
    await page.waitForFunction(() => document.body.dataset.hydrated === "true");
    await expect(page.locator("main h1")).toBeVisible();
    await expect(page.getByRole("navigation").first()).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    console.check();
  });
}

test("a bad fragment reached in the page (a link, the address bar) does not blank it either", async ({ page }) => {
  const console = watchConsole(page);
  await page.goto("/docs/cli/script/run");
  await page.waitForFunction(() => document.body.dataset.hydrated === "true");
  // An in-page link with a broken fragment, then a fragment typed into the address bar.
  await page.evaluate(() => {
    const a = document.createElement("a");
    a.href = "#100%";
    a.textContent = "broken";
    a.id = "broken-fragment-link";
    document.querySelector("main")!.prepend(a);
  });
  await page.click("#broken-fragment-link");
  await page.evaluate(() => (window.location.hash = "%E5%91%BD%E4%BB"));
  await page.waitForTimeout(300);
  await expect(page.locator("main h1")).toBeVisible();
  console.check();
});

test("a well-formed CJK fragment still scrolls to its heading: a heading's old Chinese anchor, kept beside its explicit id", async ({
  page,
}) => {
  await page.goto("/docs/cli/script/run");
  const heading = page.locator("main h2[id]").nth(2);
  const id = await heading.getAttribute("id");
  // The anchor its text gave before it had an id: an empty element just before it.
  const old = await heading.evaluate((h) =>
    h.previousElementSibling?.getAttribute("aria-hidden") === "true" ? h.previousElementSibling.id : null,
  );
  expect(id).toMatch(/^[a-z0-9-]+$/);
  expect(old).toMatch(/[\u4e00-\u9fff]/);
  for (const fragment of [encodeURIComponent(old!), id!]) {
    await page.goto("/docs/cli/script/run");
    await page.goto(`/docs/cli/script/run#${fragment}`);
    await page.waitForFunction(() => document.body.dataset.hydrated === "true");
    await expect.poll(() => page.evaluate(() => window.scrollY), fragment).toBeGreaterThan(100);
    await expect.poll(async () => (await heading.boundingBox())?.y ?? -1, fragment).toBeLessThan(200);
    expect((await heading.boundingBox())!.y, fragment).toBeGreaterThanOrEqual(0);
  }
});

// Client-side navigation: a <Link> click ends in window.___navigate(to) (gatsby-link), which
// pushes the URL and lets the router and its scroll handler read it. The links below are given
// that same click handler, so each click is the navigation a <Link to="…#%"> makes.
for (const [from, to] of [
  ["/docs/cli/script/run", "/docs/cli"],
  ["/docs/cli/script/run", "/docs/cli/script/run"],
] as const) {
  test(`client-side navigation from ${from} to ${to} with a bad fragment keeps the page rendered`, async ({ page }) => {
    const console = watchConsole(page);
    await page.goto(from);
    await page.waitForFunction(() => document.body.dataset.hydrated === "true");
    for (const fragment of BAD) {
      await page.evaluate(
        ({ href, id }) => {
          document.getElementById(id)?.remove();
          const a = document.createElement("a");
          a.href = href;
          a.id = id;
          a.textContent = href;
          a.addEventListener("click", (e) => {
            e.preventDefault();
            (window as unknown as { ___navigate(to: string): void }).___navigate(href);
          });
          document.querySelector("main")!.prepend(a);
        },
        { href: `${to}${fragment}`, id: "bad-fragment-link" },
      );
      await page.click("#bad-fragment-link");
      // The router has handled the navigation (its marker names the page); a frame later the
      // scroll handler has read the fragment too, which is where decodeURI threw.
      await page.waitForFunction((path) => document.body.dataset.routeUpdated?.startsWith(`${path}#`), to);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      await expect(page.locator("main h1"), fragment).toBeVisible();
      await expect(page.getByRole("navigation").first(), fragment).toBeVisible();
      // The address names the page, its fragment mended to one that decodes to the text written.
      expect(new URL(page.url()).pathname, fragment).toBe(to);
      expect(new URL(page.url()).hash, fragment).toBe(fragment.replace(/%/g, "%25"));
      // Back to where the next link is added.
      await page.evaluate(() => delete document.body.dataset.routeUpdated);
    }
    console.check();
  });
}
