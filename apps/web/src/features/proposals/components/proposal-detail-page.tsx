/** Placeholder: filled in by issue 4. */
export function ProposalDetailPage() {
  return null;
}
