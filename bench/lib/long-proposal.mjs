// The issue 33 long proposal: the demo workspace's SENT proposal stretched to 30 content blocks and
// 15 services (its own blocks and services repeated), finished and sent through the API as its
// provider would. What a page that renders the document costs grows with it; a static one does not.

/** Creates and sends the long proposal from `demo` (a proposal's detail); returns its slug and name. */
export async function sendLongProposal(call, token, demo) {
  const blocks = Array.from({ length: 30 }, (_, i) => ({ ...demo.content.blocks[i % demo.content.blocks.length], id: `blk${String(i).padStart(4, '0')}x` }));
  const copy = (s) => ({ name: s.name, type: s.type, quantity: s.quantity, value: s.value, total: s.total, description: s.description, subservices: (s.subservices ?? []).map(copy) });
  const services = Array.from({ length: 15 }, (_, i) => {
    const source = demo.services[i % demo.services.length];
    return { ...copy(source), name: `${source.name} ${i + 1}` };
  });
  const name = 'Cotización larga: 30 bloques y 15 servicios';
  const { data: created } = await call('POST', '/v1/proposals?status=init', { token, body: { line_id: demo.line_id } });
  await call('PUT', `/v1/proposals/${created.id}`, {
    token,
    body: { name, company_id: demo.company_id, content: { ...demo.content, blocks }, services, valid_until_at: demo.valid_until_at },
  });
  await call('POST', `/v1/proposal-form/${created.id}/finish`, { token });
  await call('POST', `/v1/proposals/${created.id}/status`, { token, body: { status: 'SENT' } });
  const { data: sent } = await call('GET', `/v1/proposals/${created.id}`, { token });
  if (sent.status !== 'SENT' || sent.content.blocks.length !== 30 || sent.services.length !== 15) throw new Error('the long proposal was not sent as asked');
  return { slug: sent.slug, name };
}
