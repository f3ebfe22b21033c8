import { z } from 'zod';
import { COMMENT_EMOJIS, COMMENT_MESSAGES as M } from './messages.ts';

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, { error: message })
    .nullish()
    .transform((v) => v || null);

/** Name and email of a visitor without an account (checked only when they are needed). */
const guestFields = {
  author_name: optionalText(120, M.nameTooLong),
  author_email: optionalText(254, M.emailInvalid).transform((v) => v?.toLowerCase() ?? null),
};

export const commentListQuery = z.object({
  type: z.enum(['proposal', 'project'], { error: M.typeInvalid }).default('proposal'),
  proposalId: z.string({ error: M.proposalMissing }).trim().min(1, { error: M.proposalMissing }).max(100),
});

export const commentCreateBody = z.object({
  type: z.enum(['proposal', 'project'], { error: M.typeInvalid }).default('proposal'),
  proposalId: z.string({ error: M.proposalMissing }).trim().min(1, { error: M.proposalMissing }).max(100),
  body: z.string({ error: M.bodyEmpty }).trim().min(1, { error: M.bodyEmpty }).max(2000, { error: M.bodyTooLong }),
  origin: z.enum(['public', 'admin', 'customer', 'portal'], { error: M.originInvalid }).default('public'),
  ...guestFields,
});

/** Who reacts comes from the session or the guest's X-Comment-Token, never from the body (decision 0060). */
export const commentReactBody = z.object({
  // ❤ without the emoji presentation selector is the same heart.
  emoji: z.preprocess((v) => (v === '❤' ? '❤️' : v), z.enum(COMMENT_EMOJIS, { error: M.emojiInvalid })),
});

export const commentIdParams = z.object({ id: z.uuid({ error: M.notFound }) });

export type CommentCreateInput = z.infer<typeof commentCreateBody>;

const emailSchema = z.email();
export const isEmail = (v: string): boolean => emailSchema.safeParse(v).success;
