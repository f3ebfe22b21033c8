/** Placeholder: filled in by issue 4. */
export function ProposalPreviewPage() {
  return null;
}
