export interface HeaderRule {
  for: string;
  values: Record<string, string>;
}
export function parseNetlifyHeaders(toml: string): HeaderRule[];
export function parseHeadersFile(text: string): HeaderRule[];
export function headersFor(rules: HeaderRule[], urlPath: string): Record<string, string>;
