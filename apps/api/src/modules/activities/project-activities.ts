import type { ActivityType } from '@trato/domain/activities/activity-types';

/** What the activity feed records about portals (docs/api/projects.md "Activities"). */
export type ProjectActivity = Extract<ActivityType, `project.${string}` | `stage.${string}` | `payment.${string}` | `file.${string}`>;
