/**
 * The Stripe stand-in's payment-mode Checkout Sessions (stripe-stand-in.ts): how a create request is
 * checked, as Stripe checks it, and the session object it answers. Stripe's form encoding arrives
 * flat (`line_items[0][price_data][unit_amount]`), as the official SDK writes it.
 */
export type PaymentSession = {
  id: string;
  object: 'checkout.session';
  /** The account (secret key) that created it: only that key can read it. Not part of Stripe's answer. */
  account: string;
  mode: 'payment';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string | null;
  url: string | null;
  payment_intent: string | null;
  livemode: false;
  created: number;
  expires_at: number;
  /** Not part of a session retrieve (Stripe lists them apart); kept for the hosted page. */
  line_items: { name: string; unit_amount: number; quantity: number }[];
};

/** Currencies Stripe takes (a sample of its list, enough for Trato's). */
const CURRENCIES = new Set(['usd', 'eur', 'gbp', 'clp', 'mxn', 'cop', 'pen', 'ars', 'brl', 'uyu', 'jpy']);
const ZERO_DECIMAL = new Set(['clp', 'jpy']);
/** Stripe's largest amount: eight digits of the smallest unit. */
const MAX_AMOUNT = 99_999_999;

type Problem = { param: string; message: string };

const itemIndexes = (form: Record<string, string>) => [
  ...new Set(Object.keys(form).flatMap((k) => /^line_items\[(\d+)\]/.exec(k)?.[1] ?? [])),
];

export function paymentSessionProblems(form: Record<string, string>): Problem[] {
  const problems: Problem[] = [];
  const indexes = itemIndexes(form);
  if (!indexes.length) problems.push({ param: 'line_items', message: 'You must specify `line_items` in `payment` mode.' });
  const currencies = new Set<string>();
  let total = 0;
  for (const i of indexes) {
    const key = `line_items[${i}]`;
    const amount = form[`${key}[price_data][unit_amount]`];
    const currency = form[`${key}[price_data][currency]`];
    const quantity = form[`${key}[quantity]`];
    if (amount === undefined || !/^\d+$/.test(amount)) problems.push({ param: `${key}[price_data][unit_amount]`, message: `Invalid integer: ${amount ?? ''}` });
    else if (Number(amount) > MAX_AMOUNT) problems.push({ param: `${key}[price_data][unit_amount]`, message: 'This value must be less than or equal to 99999999.' });
    if (!currency || !CURRENCIES.has(currency.toLowerCase())) problems.push({ param: `${key}[price_data][currency]`, message: `Invalid currency: ${currency ?? ''}` });
    else currencies.add(currency.toLowerCase());
    if (!form[`${key}[price_data][product_data][name]`]) problems.push({ param: `${key}[price_data][product_data][name]`, message: 'Missing required param: name.' });
    if (quantity === undefined || !/^[1-9]\d*$/.test(quantity)) problems.push({ param: `${key}[quantity]`, message: 'Quantity is required.' });
    total += Number(amount) * Number(quantity);
  }
  if (currencies.size > 1) problems.push({ param: 'line_items', message: 'All line items must have the same currency.' });
  if (!problems.length && !(total > 0)) problems.push({ param: 'line_items', message: 'The Checkout Session\'s total amount due must be greater than 0.' });
  if (!form.success_url) problems.push({ param: 'success_url', message: 'Missing required param: success_url.' });
  return problems;
}

export function paymentSessionOf(form: Record<string, string>, ids: { id: string; account: string; url: string }): PaymentSession {
  const lineItems = itemIndexes(form).map((i) => ({
    name: form[`line_items[${i}][price_data][product_data][name]`]!,
    unit_amount: Number(form[`line_items[${i}][price_data][unit_amount]`]),
    quantity: Number(form[`line_items[${i}][quantity]`]),
  }));
  const total = lineItems.reduce((sum, i) => sum + i.unit_amount * i.quantity, 0);
  const metadata = Object.fromEntries(Object.entries(form).flatMap(([k, v]) => (/^metadata\[(.+)\]$/.exec(k) ? [[/^metadata\[(.+)\]$/.exec(k)![1]!, v]] : [])));
  const now = Math.floor(Date.now() / 1000);
  return {
    id: ids.id,
    object: 'checkout.session',
    account: ids.account,
    mode: 'payment',
    status: 'open',
    payment_status: 'unpaid',
    amount_subtotal: total,
    amount_total: total,
    currency: form['line_items[0][price_data][currency]']!.toLowerCase(),
    client_reference_id: form.client_reference_id ?? null,
    metadata,
    success_url: form.success_url!,
    cancel_url: form.cancel_url ?? null,
    url: ids.url,
    payment_intent: null,
    livemode: false,
    created: now,
    expires_at: now + 24 * 3600,
    line_items: lineItems,
  };
}

/** The session as Stripe answers it: without the stand-in's bookkeeping. */
export function withoutAccount(session: PaymentSession): Omit<PaymentSession, 'account' | 'line_items'> {
  const { account: _account, line_items: _items, ...answer } = session;
  return answer;
}

/** The total as the hosted page shows it: whole units for a zero-decimal currency, else two decimals. */
export function sessionAmount(session: PaymentSession): string {
  return ZERO_DECIMAL.has(session.currency) ? String(session.amount_total) : (session.amount_total / 100).toFixed(2);
}
