/** React Query keys of projects: every list under ['projects','list'], one project under ['projects','one',id]. */
export const PROJECTS_KEY = ['projects'] as const;
export const PROJECTS_LIST_KEY = [...PROJECTS_KEY, 'list'] as const;
export const projectKey = (id: string) => [...PROJECTS_KEY, 'one', id] as const;
export const stagesKey = (id: string) => [...PROJECTS_KEY, 'stages', id] as const;
export const activitiesKey = (id: string) => [...PROJECTS_KEY, 'activities', id] as const;
export const chargesKey = (id: string) => [...PROJECTS_KEY, 'charges', id] as const;
