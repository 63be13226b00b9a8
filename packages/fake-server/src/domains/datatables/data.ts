import type { Employee } from '@tessera/api-client';
import { employeeStatuses } from '@tessera/api-client/datatables';
import { initialsAvatar, type SeedContext } from '../../server';
import type { DatatablesData } from './model';

// Sample employees of our own, from the seeded generator: the same seed gives the same staff.

const firstNames = [
  'Alma',
  'Bruno',
  'Celia',
  'Dario',
  'Edith',
  'Felix',
  'Greta',
  'Hugo',
  'Ines',
  'Jonas',
  'Kira',
  'Lucas',
  'Mara',
  'Niko',
  'Olga',
  'Pavel',
  'Rosa',
  'Soren',
  'Tilda',
  'Umar',
  'Vera',
  'Wendel',
  'Yara',
  'Zeno',
];
const lastNames = [
  'Abbot',
  'Brandt',
  'Corvin',
  'Delacroix',
  'Eastwick',
  'Fennimore',
  'Galloway',
  'Hartley',
  'Ivers',
  'Jessup',
  'Kowal',
  'Lindqvist',
  'Marchetti',
  'Nakamura',
  'Oduya',
  'Pellinger',
  'Quist',
  'Rask',
  'Sandoval',
  'Thorne',
  'Ulrich',
  'Varga',
  'Whitlock',
  'Yilmaz',
];
const posts = [
  'Accountant',
  'Data Analyst',
  'Designer',
  'Engineer',
  'HR Partner',
  'Legal Counsel',
  'Marketing Lead',
  'Nurse',
  'Office Manager',
  'Product Owner',
  'Recruiter',
  'Sales Associate',
  'Support Agent',
  'Technical Writer',
  'Translator',
  'Warehouse Lead',
];
const cities = [
  'Aldermoor',
  'Brightwater',
  'Coldspring',
  'Dunhallow',
  'Eastmere',
  'Fallowby',
  'Greyhaven',
  'Hollowell',
  'Irongate',
  'Kestrel Bay',
  'Larkfield',
  'Millbrook',
  'Northcliff',
  'Oakhurst',
  'Pinecrest',
  'Redwater',
];
const mailDomains = ['example.com', 'example.org', 'example.net'];

/** How many employees a fresh database holds (times the `scale` option). */
export const employeeCount = 120;

/** Seeded start dates fall in this window, whatever today is. */
const startFrom = new Date('2005-01-01T00:00:00Z');
const startUntil = new Date('2026-10-31T00:00:00Z');

export function createData({ random, scale }: SeedContext): DatatablesData {
  const employees: Employee[] = Array.from({ length: employeeCount * scale }, (_, index) => {
    const id = index + 1;
    const first = random.pick(firstNames);
    const last = random.pick(lastNames);
    const full_name = `${first} ${last}`;
    const start = random.date(startFrom, startUntil);
    const age = random.int(21, 64);
    // Nobody has worked longer than since they were 18.
    const experience = random.int(0, Math.min(30, age - 18));
    return {
      id,
      full_name,
      post: random.pick(posts),
      // The id keeps each address unique however many share a name.
      email: `${first}.${last}${id}@${random.pick(mailDomains)}`.toLowerCase(),
      city: random.pick(cities),
      start_date: start.toISOString().slice(0, 10),
      // Whole hundreds of dollars, as a pay scale would set them.
      salary: random.int(250, 1800) * 100,
      age,
      experience,
      status: random.pick(employeeStatuses),
      avatar: initialsAvatar(full_name, id),
    };
  });
  return { employees };
}
