import type {
  UserActivity,
  UserDetailsResponse,
  UserDevice,
  UserProject,
} from '@tessera/api-client';
import { userDeviceKinds, userServices } from '@tessera/api-client/schemas';
import { createRandom, deriveSeed, type Random } from '../../server';

// What the user view shows around a user: made up on request from the user's id, so the same
// user always gets the same projects, activity, devices and connections, and 10,000 users cost
// nothing until one is opened. Loaded only when a user view asks for it.

const projectNames = [
  'Billing revamp',
  'Onboarding flow',
  'Warehouse dashboard',
  'Mobile check-in',
  'Partner portal',
  'Search tuning',
  'Design system',
  'Data export',
  'Support inbox',
  'Pricing page',
];
const technologies = ['React', 'Vue', 'Angular', 'Node.js', 'Figma', 'Python', 'Kotlin', 'Swift'];

const activityKinds: Omit<UserActivity, 'id' | 'time'>[] = [
  { kind: 'invoicePaid', color: 'green' },
  { kind: 'meetingBooked', color: 'blue' },
  { kind: 'reportShared', color: 'purple' },
  { kind: 'taskOverdue', color: 'red' },
  { kind: 'filesUploaded', color: 'orange' },
  { kind: 'projectCreated', color: 'blue' },
];

const browsers: Pick<UserDevice, 'browser' | 'os'>[] = [
  { browser: 'Chrome', os: 'Windows' },
  { browser: 'Firefox', os: 'Linux' },
  { browser: 'Safari', os: 'macOS' },
  { browser: 'Chrome', os: 'Android' },
  { browser: 'Safari', os: 'iOS' },
];
const places: Pick<UserDevice, 'city' | 'country'>[] = [
  { city: 'Lisbon', country: 'PT' },
  { city: 'Nairobi', country: 'KE' },
  { city: 'Osaka', country: 'JP' },
  { city: 'Toronto', country: 'CA' },
  { city: 'Bergen', country: 'NO' },
  { city: 'Pune', country: 'IN' },
  { city: 'Valparaíso', country: 'CL' },
];

/** The generated moments fall in the months before this date, whatever today is. */
const recentUntil = new Date('2026-11-01T00:00:00Z');
const recentFrom = new Date('2026-05-01T00:00:00Z');

function project(random: Random, id: number, name: string): UserProject {
  const totalTasks = random.int(10, 200);
  const completedTasks = random.int(0, totalTasks);
  return {
    id,
    name,
    technology: random.pick(technologies),
    totalTasks,
    completedTasks,
    progress: Math.round((completedTasks / totalTasks) * 100),
    minutes: random.int(30, 160 * 60),
  };
}

/** Sorts by a time, newest first, then numbers the entries from 1 in that order. */
function numberedNewestFirst<T>(entries: T[], time: (entry: T) => string): (T & { id: number })[] {
  return [...entries]
    .sort((a, b) => time(b).localeCompare(time(a)))
    .map((entry, index) => ({ ...entry, id: index + 1 }));
}

export function createUserDetails(detailsSeed: number, userId: number): UserDetailsResponse {
  const random = createRandom(deriveSeed(detailsSeed, `user-${userId}`));
  const moment = () => random.date(recentFrom, recentUntil).toISOString();

  const projects = random
    .shuffle(projectNames)
    .slice(0, random.int(2, 5))
    .map((name, index) => project(random, index + 1, name));

  const activity: UserActivity[] = numberedNewestFirst(
    random
      .shuffle(activityKinds)
      .slice(0, random.int(3, 5))
      .map((kind) => ({ ...kind, time: moment() })),
    (entry) => entry.time,
  );

  const devices: UserDevice[] = numberedNewestFirst(
    random
      .shuffle(browsers)
      .slice(0, random.int(1, 3))
      .map((browser) => ({
        ...browser,
        device: random.pick(userDeviceKinds),
        ...random.pick(places),
        lastActive: moment(),
      })),
    (device) => device.lastActive,
  );

  const connections = userServices.map((service, index) => ({
    service,
    id: index + 1,
    connected: random.bool(0.5),
  }));

  return { projects, activity, devices, connections };
}
