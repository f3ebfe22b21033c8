// Profiling aid (not part of `npm run bench`): the main thread's tasks over 10 ms in a Chrome trace
// that app-pages.mjs kept (LH_TRACE_DIR), unthrottled as recorded (Lighthouse's simulation multiplies
// them by 4), each with the trace events that took its time; and the self time per event name over
// the whole load. Shows what a long task was: module evaluation, a render (FunctionCall), a forced
// layout (Layout inside a FunctionCall task), the stylesheet's parse.
// Run: node bench/lib/trace-tasks.mjs /tmp/traces/_dashboard-….trace.json
import fs from 'node:fs';

const file = process.argv[2];
if (!file) throw new Error('usage: node bench/lib/trace-tasks.mjs <trace.json>');
const trace = JSON.parse(fs.readFileSync(file, 'utf8'));
const events = trace.traceEvents ?? trace;

// The renderer's main thread: the CrRendererMain with the most complete events.
const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
const count = (t) => events.filter((e) => e.pid === t.pid && e.tid === t.tid && e.ph === 'X').length;
const main = mains.sort((a, b) => count(b) - count(a))[0];
if (!main) throw new Error('no renderer main thread in this trace');
const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
const start = events.find((e) => e.name === 'navigationStart' && e.pid === main.pid)?.ts ?? onMain[0].ts;

// Nesting by time, for each event's self time (its duration less its children's).
const stack = [];
const tasks = [];
const childTime = new Map();
for (const e of onMain) {
  while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
  if (stack.length) childTime.set(stack.at(-1), (childTime.get(stack.at(-1)) ?? 0) + e.dur);
  else if (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') tasks.push(e);
  stack.push(e);
}
const selfTime = (list) => {
  const byName = new Map();
  for (const e of list) byName.set(e.name, (byName.get(e.name) ?? 0) + e.dur - (childTime.get(e) ?? 0));
  return [...byName].sort((a, b) => b[1] - a[1]);
};
const ms = (us) => (us / 1000).toFixed(1);

console.log('self time by event (ms):');
for (const [name, us] of selfTime(onMain).slice(0, 15)) console.log(`  ${ms(us).padStart(7)} ${name}`);
console.log('tasks over 10 ms (ms after navigation start: duration — its heaviest events):');
for (const task of tasks.filter((t) => t.dur > 10_000)) {
  const inner = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts < task.ts + task.dur);
  const top = selfTime(inner).slice(0, 5).map(([name, us]) => `${name} ${ms(us)}`).join(', ');
  console.log(`  at ${ms(task.ts - start)}: ${ms(task.dur)} — ${top}`);
}
