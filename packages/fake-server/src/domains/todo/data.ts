import type { Task, TaskAssignee, TaskTag } from '@tessera/api-client';
import { taskTags } from '@tessera/api-client/todo';
import { initialsAvatar, type SeedContext } from '../../server';
import type { TodoData } from './model';

// Sample data of our own, from the seeded generator: the same seed always gives the same board.

const teamNames = [
  'Avery Stone',
  'Mara Quill',
  'Otto Vance',
  'Ines Okafor',
  'Tobias Lindqvist',
  'Leila Haddad',
  'Felix Brennan',
  'Selma Takeda',
];

const titles = [
  'Draft the onboarding checklist',
  'Review the quarterly budget',
  'Fix the broken export on invoices',
  'Plan the team offsite',
  'Update the pricing page copy',
  'Prepare the release notes',
  'Call the warehouse about late stock',
  'Write the accessibility guidelines',
  'Renew the domain names',
  'Interview two support candidates',
  'Clean up the staging database',
  'Translate the help centre into French',
  'Order new laptops for the designers',
  'Set up the dashboard alerts',
  'Collect feedback on the new menu',
  'Archive last year’s contracts',
  'Book the venue for the meetup',
  'Refresh the product screenshots',
  'Check the backup restore drill',
  'Sketch ideas for the spring campaign',
];

const openings = [
  'Start from last quarter’s notes',
  'Keep it short',
  'Ask the team first',
  'Use the shared template',
  'Agree on a date with finance',
];
const steps = [
  'list what is missing',
  'share a first draft',
  'collect comments by Friday',
  'check the numbers twice',
  'book thirty minutes to review',
  'update the tracker',
];

/** How many tasks a fresh database holds (times the `scale` option). */
export const taskCount = titles.length;

const day = 24 * 60 * 60 * 1000;

/** A day as `YYYY-MM-DD`, in UTC (due dates carry no time). */
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

export function createData({ random, scale }: SeedContext): TodoData {
  const team: TaskAssignee[] = teamNames.map((fullName, index) => ({
    fullName,
    avatar: initialsAvatar(fullName, index),
  }));
  // Due dates around today, so the board always has late, near and far tasks.
  const today = Math.floor(Date.now() / day) * day;
  const count = taskCount * scale;
  // Made oldest first; the board shows the newest on top.
  const made: Task[] = Array.from({ length: count }, (_, index) => {
    const round = Math.floor(index / titles.length);
    const title = titles[index % titles.length];
    const tags = random
      .shuffle(taskTags)
      .slice(0, random.int(0, 2))
      .sort((a: TaskTag, b: TaskTag) => taskTags.indexOf(a) - taskTags.indexOf(b));
    const [first, second] = random.shuffle(steps);
    return {
      id: index + 1,
      title: round === 0 ? title : `${title} ${round + 1}`,
      dueDate: random.bool(0.9) ? isoDay(today + random.int(-10, 40) * day) : null,
      description:
        `<p>${random.pick(openings)}, then:</p>` +
        `<ul><li>${first}</li><li>${second}</li></ul>` +
        (random.bool(0.4) ? '<p><strong>Blocking</strong> the next release.</p>' : ''),
      assignee: random.bool(0.9) ? { ...random.pick(team) } : null,
      tags,
      isCompleted: random.bool(0.25),
      isDeleted: random.bool(0.1),
      isImportant: random.bool(0.3),
    };
  });
  return { tasks: made.reverse(), team, lastId: count };
}
