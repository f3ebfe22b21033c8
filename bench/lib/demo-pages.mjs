// The signed-in pages the phone benchmarks measure (app-pages.mjs) and the page profiler opens
// (profile-page.mjs), each with the localStorage that signs its person in.

export /** The demo's SENT proposal and its signed project, and a customer session on that project's portal. */
async function demoPages(server) {
  const { call, staffToken: token } = server;
  const sent = (await call('GET', '/v1/proposals?type=proposal&status=SENT', { token })).data[0];
  if (!sent) throw new Error('the demo workspace has no SENT proposal');
  const project = (await call('GET', '/v1/projects?type=project&status=active', { token })).data[0];
  if (!project) throw new Error('the demo workspace has no active portal');
  const link = (await call('GET', `/v1/projects/${project.id}/magic-link`, { token })).data;
  const magic = new URL(link.url).searchParams.get('magic_link');
  // What the portal's /c/login?magic_link=… does with it (apps/web/src/portal/api/customer-auth.ts).
  const signIn = await call('POST', '/auth/customer/login-link', { token: magic });
  const customerToken = signIn.token.access_token;
  const staff = { 'trato.token': token, 'trato.strategy': 'password' };
  return [
    { name: `portal /c/project/{id} («${project.name}», as ${link.customer.email})`, short: 'Portal /c/project/{id}', path: `/c/project/${project.id}`, storage: { 'trato.customerToken': customerToken } },
    { name: 'staff /dashboard', short: '/dashboard', path: '/dashboard', storage: staff },
    { name: 'staff /proposals', short: '/proposals', path: '/proposals', storage: staff },
    { name: `staff /proposals/{id} («${sent.name}», SENT)`, short: '/proposals/{id}', path: `/proposals/${sent.id}`, storage: staff },
    { name: 'staff /payments', short: '/payments', path: '/payments', storage: staff },
  ];
}
