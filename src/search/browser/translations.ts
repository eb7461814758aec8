/** Every string of DocSearch's modal (the hosted service's) in Simplified Chinese, from the label table. */
import type { ModalTranslations } from "@docsearch/react/modal";
import { labels as l } from "../../config/labels";

export function modalTranslations(failed: boolean): ModalTranslations {
  return {
    searchBox: {
      clearButtonTitle: l["search.clear"],
      clearButtonAriaLabel: l["search.clear"],
      closeButtonText: l["search.closeButton"],
      closeButtonAriaLabel: l["search.closeAria"],
      placeholderText: l["search.placeholder"],
      enterKeyHint: l["search.enterHint"],
      searchInputLabel: l["search.inputLabel"],
    },
    startScreen: {
      recentSearchesTitle: l["search.recentTitle"],
      noRecentSearchesText: l["search.noRecent"],
      saveRecentSearchButtonTitle: l["search.saveRecent"],
      removeRecentSearchButtonTitle: l["search.removeRecent"],
      favoriteSearchesTitle: l["search.favoritesTitle"],
      removeFavoriteSearchButtonTitle: l["search.removeFavorite"],
    },
    errorScreen: { titleText: l["search.errorTitle"], helpText: l["search.errorHelp"] },
    noResultsScreen: {
      // DocSearch never shows its error screen (its status resets after a failure), so a
      // failure swaps the no-results text for the failure text.
      noResultsText: failed ? l["search.failedText"] : l["search.noResultsPrefix"],
      suggestedQueryText: l["search.suggested"],
      reportMissingResultsText: l["search.reportMissing"],
      reportMissingResultsLinkText: l["search.reportMissingLink"],
    },
    resultsScreen: { resultsSectionTitle: l["search.resultsTitle"] },
    footer: {
      selectText: l["search.select"],
      selectKeyAriaLabel: l["search.selectKey"],
      navigateText: l["search.navigate"],
      navigateUpKeyAriaLabel: l["search.upKey"],
      navigateDownKeyAriaLabel: l["search.downKey"],
      closeText: l["search.close"],
      closeKeyAriaLabel: l["search.escKey"],
      poweredByText: l["search.poweredBy"],
    },
  };
}
