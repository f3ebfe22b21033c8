/** Placeholder: filled in by issue 4. */
export function ProposalSharePage() {
  return null;
}
