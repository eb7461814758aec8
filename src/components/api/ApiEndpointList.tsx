import React from "react";
import ApiEndpointView from "./ApiEndpointView";

type Endpoint = React.ComponentProps<typeof ApiEndpointView>["endpoint"];

/** The endpoints of an API reference page, each with its samples and the panel address form. */
export default function ApiEndpointList({ endpoints }: { endpoints: readonly Endpoint[] }) {
  return (
    <>
      {endpoints.map((e) => (
        <ApiEndpointView key={`${e.method} ${e.path}`} endpoint={e} multi={endpoints.length > 1} />
      ))}
    </>
  );
}
