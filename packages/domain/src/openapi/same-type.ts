/**
 * `true` when A and B describe the same values: each assignable to the other (a missing key, an
 * extra key or a different type of any property makes it `false`). Mutual assignability rather
 * than strict identity, so `PricedDto & {...}` equals the flat object zod infers. Used as
 * `const x: SameType<z.infer<typeof schema>, Dto> = true` next to each response schema, so the
 * documented schema and the DTO the serializer is typed with cannot drift.
 */
export type SameType<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
