/** Placeholder: filled in by issue 4. */
export function ProposalsPage() {
  return null;
}
