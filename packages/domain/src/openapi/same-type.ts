/**
 * `true` when A and B are the same type (each assignable to the other, optional keys included);
 * `false` otherwise. Used as `const x: SameType<z.infer<typeof schema>, Dto> = true` next to each
 * response schema, so the documented schema and the DTO the serializer is typed with cannot drift.
 */
export type SameType<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
