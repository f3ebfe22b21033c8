/** Where a payment's proposal or portal opens in the staff app. */
export const projectHref = (p: { id: string; type: 'proposal' | 'project' }): string => (p.type === 'project' ? `/projects/${p.id}` : `/proposals/${p.id}`);
