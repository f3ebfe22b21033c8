import type { CalendarEventDto } from '@trato/domain/dashboard/calendar';
import { AgendaList } from '../../calendar/components/agenda-list.tsx';
import { DASHBOARD_UI as M } from '../messages.ts';
import { DashboardSection } from './dashboard-section.tsx';

/** "Próximos hitos": pending payments and stages of the next 14 days (SPEC §3 milestones.data). */
export function UpcomingMilestones({ events }: { events: CalendarEventDto[] }) {
  return (
    <DashboardSection id="proximos-hitos" title={M.milestonesTitle} link={{ to: '/calendar', label: M.milestonesCalendar }} empty={events.length ? null : M.milestonesEmpty}>
      <AgendaList events={events} label={M.milestonesTitle} />
    </DashboardSection>
  );
}
