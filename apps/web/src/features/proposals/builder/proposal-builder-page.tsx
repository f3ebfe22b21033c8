/** Placeholder: filled in by issue 4. */
export function ProposalBuilderPage() {
  return null;
}
