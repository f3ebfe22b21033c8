import { forwardRef, useMemo, type SelectHTMLAttributes } from 'react';
import { Select } from '../../../components/ui/select.tsx';
import { groupTimeZones, timeZoneLabel } from '../lib/time-zones.ts';
import { SETTINGS_UI as M } from '../messages.ts';

type Props = SelectHTMLAttributes<HTMLSelectElement> & { current: string | null };

/** A native select of IANA zones, grouped: América, España, Otras zonas. */
export const TimeZoneSelect = forwardRef<HTMLSelectElement, Props>(function TimeZoneSelect({ current, ...props }, ref) {
  const groups = useMemo(() => groupTimeZones(undefined, current), [current]);
  const options = (zones: string[]) =>
    zones.map((z) => (
      <option key={z} value={z}>
        {timeZoneLabel(z)}
      </option>
    ));
  return (
    <Select ref={ref} {...props}>
      <optgroup label={M.timeZoneAmericas}>{options(groups.americas)}</optgroup>
      <optgroup label={M.timeZoneSpain}>{options(groups.spain)}</optgroup>
      <optgroup label={M.timeZoneOthers}>{options(groups.others)}</optgroup>
    </Select>
  );
});
