import { describe, expect, it } from "vitest";
import { normalizePanelAddress, withPanelAddress } from "../../src/lib/panelAddress";
import { SAMPLE_HOST } from "../../src/lib/apiSampleHost";
import { curlExample, fetchExample, pythonExample } from "../../src/lib/api/requestSamples";
import type { ApiEndpointData } from "../../src/lib/api/endpointSchema";
import { highlight } from "../../src/lib/codeHighlight";

describe("the reader's panel address", () => {
  it("keeps only an http(s) origin, adding http:// when the scheme is left out", () => {
    expect(normalizePanelAddress("192.168.1.10:5678")).toBe("http://192.168.1.10:5678");
    expect(normalizePanelAddress(" https://ops.example.lan/ ")).toBe("https://ops.example.lan");
    expect(normalizePanelAddress("http://[::1]:5678")).toBe("http://[::1]:5678");
  });

  it("refuses anything more than an origin: a path, a query, credentials, another scheme", () => {
    for (const bad of [
      "",
      "   ",
      "http://host:5678/api",
      "http://host:5678/?token=abc",
      "http://user:pw@host:5678",
      "javascript:alert(1)",
      "ftp://host",
      "http://host:5678#x",
      "http://",
    ]) {
      expect(normalizePanelAddress(bad), bad).toBeNull();
    }
  });

  it("refuses a host longer than DNS allows, and any input longer than an origin can be", () => {
    const label = "a".repeat(63);
    const longest = `${label}.${label}.${label}.${"a".repeat(61)}`; // 253 characters
    expect(normalizePanelAddress(`https://${longest}:65535/`)).toBe(`https://${longest}:65535`);
    for (const bad of [`${"a".repeat(100_000)}.example`, `${longest}a`, `${"a".repeat(64)}.example`])
      expect(normalizePanelAddress(bad), bad.slice(0, 40)).toBeNull();
  });

  it("replaces the placeholder host in highlighted sample HTML, escaped, and only when set", () => {
    const endpoint: ApiEndpointData = {
      page: "/x",
      title: "x",
      method: "GET",
      path: "/api/cron/page",
      auth: "jwt",
      permission: null,
      summary: "",
      since: null,
      removed: null,
      replacedBy: null,
      params: [],
      body: null,
      response: [],
      responseExample: null,
      errors: [],
      notes: [],
    };
    for (const [code, language] of [
      [curlExample(endpoint), "bash"],
      [fetchExample(endpoint), "javascript"],
      [pythonExample(endpoint), "python"],
    ] as const) {
      const html = highlight(code, language);
      expect(html).toContain("&lt;主机>");
      expect(withPanelAddress(html, SAMPLE_HOST, null)).toBe(html);
      const mine = withPanelAddress(html, SAMPLE_HOST, "http://10.0.0.2:5678");
      expect(mine, language).not.toContain("主机");
      expect(mine, language).toContain("http://10.0.0.2:5678/api/cron/page");
    }
  });
});
