/** A JSON call to the API at `origin` as a client would make it; throws with the answer on a non-2xx. */
export async function apiCall(origin, method, url, { token, body } = {}) {
  const res = await fetch(`${origin}/api${url}`, {
    method,
    headers: { accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  return res.json();
}
