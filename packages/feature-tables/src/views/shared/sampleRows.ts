import type { EmployeeStatus } from '@tessera/api-client';

// Rows the static and virtual tables show: made here from the row's number (no request, no
// randomness), so row 10,000 is always the same row.

const firstNames = ['Aino', 'Bastien', 'Chiara', 'Dmitri', 'Elif', 'Fumiko', 'Gideon', 'Hana'];
const lastNames = ['Ambrose', 'Bellweather', 'Crane', 'Dorsey', 'Ekholm', 'Frost', 'Gunn'];
const posts = ['Analyst', 'Designer', 'Engineer', 'Manager', 'Recruiter', 'Writer'];
const cities = ['Aldermoor', 'Brightwater', 'Coldspring', 'Eastmere', 'Larkfield', 'Pinecrest'];

export interface SampleRow {
  id: number;
  name: string;
  post: string;
  city: string;
  salary: number;
  age: number;
  status: EmployeeStatus;
}

/** Row `n` (from 1). */
export function sampleRow(n: number): SampleRow {
  return {
    id: n,
    name: `${firstNames[n % firstNames.length]} ${lastNames[(n * 3) % lastNames.length]}`,
    post: posts[(n * 5) % posts.length],
    city: cities[(n * 7) % cities.length],
    salary: 30_000 + ((n * 7919) % 120) * 1000,
    age: 21 + ((n * 31) % 44),
    status: ((n % 5) + 1) as EmployeeStatus,
  };
}

export const sampleRows = (count: number): SampleRow[] =>
  Array.from({ length: count }, (_, index) => sampleRow(index + 1));
