/**
 * The API view's styles, imported by the docs page itself (src/components/docs/DocPage.tsx), so
 * they are inlined in the HTML of the reference pages rather than shipped with the view's lazy
 * chunk: a page read without JavaScript, or before that chunk arrives, is styled.
 */
import * as endpointStyles from "./ApiEndpointView.module.css";
import * as panelFormStyles from "./PanelAddressForm.module.css";

export { endpointStyles, panelFormStyles };
