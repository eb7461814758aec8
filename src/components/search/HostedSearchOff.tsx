/**
 * What the build puts in place of ./HostedSearchModal when the hosted search service is not set
 * up (src/node/webpack/configure.ts): SearchButton then never loads it, and DocSearch's modal
 * stays out of the bundles.
 */
export default function HostedSearchOff(): null {
  return null;
}
