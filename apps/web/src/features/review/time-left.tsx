import { Badge } from '@mantine/core';
import { describeTimeLeft, formatDateTime, type TimeLeftTone, timeLeftTone } from '@portal/contracts';

const colours: Record<TimeLeftTone, string> = { overdue: 'red', 'due-soon': 'orange', 'on-time': 'green' };
// The whole time left is the point: the badge grows to it rather than cutting it short.
const badgeStyles = { root: { textTransform: 'none', maxWidth: 'none', overflow: 'visible' }, label: { overflow: 'visible' } } as const;
const toneWords: Record<TimeLeftTone, string> = { overdue: 'Overdue', 'due-soon': 'Due within 24 hours', 'on-time': 'On time' };

/** The time left on a decision's clock, coloured overdue / under 24 hours / on time; the words carry the meaning. */
export function TimeLeft({ dueAt, now }: { dueAt: string; now: Date }) {
  const due = new Date(dueAt);
  const tone = timeLeftTone(due, now);
  return (
    <Badge color={colours[tone]} variant="light" radius="sm" title={`${toneWords[tone]}: due ${formatDateTime(dueAt)}`} styles={badgeStyles}>
      {describeTimeLeft(due, now)}
    </Badge>
  );
}
