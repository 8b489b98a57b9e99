// The axe rules that Sanity's own Studio chrome breaks, with the upstream components, as decision 0031 lists them
// (docs/decisions/0031-studio-accessibility-upstream.md); a unit test keeps the two the same.
/** Sanity's own violations (sanity 6.16.0), each rule with its upstream components, as in docs/decisions/0031-studio-accessibility-upstream.md. */
export const upstreamViolations: Readonly<Record<string, string>> = {
  'aria-allowed-attr': 'WorkspaceMenuButton; ToolCollapseMenu (aria-selected on the tool links)',
  'aria-required-children': 'ListPaneContent (the Content list)',
  'button-name': 'GlobalPerspectiveMenu; PaneContextMenuButton; CopyDocumentActions',
  'color-contrast': 'UserAvatar; the selected item of a document list',
  label: 'TagsArrayInput (an array of strings with the tags layout)',
  'link-name': 'HomeButton; DocumentPanelHeader (its back link)',
  listitem: 'ListPaneContent (its dividers)',
  'meta-viewport': "@sanity/cli-build's DefaultDocument (maximum-scale=1)",
  'nested-interactive': 'ListPaneContent (its items)',
}

export const upstreamRules = Object.keys(upstreamViolations).sort()
