import { describe, expect, it } from "vitest";
import { nginxCspMap } from "../../scripts/nginx-csp.mjs";

const HEADERS = [
  "/*",
  "  Content-Security-Policy: script-src 'self' 'sha256-NOTFOUND='",
  "/",
  "  Content-Security-Policy: script-src 'self' 'sha256-HOME='",
  "/blog/tags/教程",
  "  Content-Security-Policy: script-src 'self' 'sha256-TAG='",
  "/blog/tags/%E6%95%99%E7%A8%8B",
  "  Content-Security-Policy: script-src 'self' 'sha256-TAG='",
  "/404.html",
  "  Content-Security-Policy: script-src 'self' 'sha256-NOTFOUND='",
  "",
].join("\n");

describe("nginxCspMap", () => {
  it("maps each page's path and the file try_files finds for it to the page's policy, the rest to /*'s", () => {
    const map = nginxCspMap(HEADERS);
    expect(map).toContain(
      `map_hash_bucket_size 256;\nmap $uri $arcadia_csp {\n  default "script-src 'self' 'sha256-NOTFOUND='";`,
    );
    expect(map).toContain(
      `  "/" "script-src 'self' 'sha256-HOME='";\n  "/index.html" "script-src 'self' 'sha256-HOME='";`,
    );
    expect(map).toContain(
      `  "/blog/tags/教程" "script-src 'self' 'sha256-TAG='";\n  "/blog/tags/教程/index.html" "script-src 'self' 'sha256-TAG='";`,
    );
    expect(map).toContain(`  "/404.html" "script-src 'self' 'sha256-NOTFOUND='";`);
    // nginx's $uri is decoded: the %-encoded form Netlify gets is left out.
    expect(map).not.toContain("%E6");
    expect(map.trimEnd().endsWith("}")).toBe(true);
  });

  it("refuses a _headers without a policy for /*", () => {
    expect(() => nginxCspMap("/docs\n  Content-Security-Policy: x\n")).toThrow(/no Content-Security-Policy for "\/\*"/);
  });
});
