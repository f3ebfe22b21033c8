import type { Role } from '@trato/domain/workspace/roles';
import type { Db } from '../db/client.ts';
import type { users } from '../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

/** Who is calling, resolved from the bearer token. Query functions take a context first. */
export type UserContext = {
  db: Db;
  user: UserRow;
  userId: string;
  tokenId: string;
};

/** A user acting inside a workspace: the only source of `workspaceId` for tenant data. */
export type WorkspaceContext = UserContext & {
  workspaceId: string;
  role: Role;
  /** The workspace's IANA time zone (its calendar days: "today", date presets). */
  timeZone: string;
};
