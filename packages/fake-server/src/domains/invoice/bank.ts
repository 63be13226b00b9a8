import { createRandom } from '../../server';
import type { BankDetails } from './model';

// Where an invoice is paid. Apart from the sample data: invoices added later get theirs too.

const banks = [
  'Harbour Savings Bank',
  'First Meridian Bank',
  'Alder Cooperative Bank',
  'Norland Trust',
];

const digits = (random: ReturnType<typeof createRandom>, count: number) =>
  Array.from({ length: count }, () => random.int(0, 9)).join('');

/** Where an invoice is paid: the same for the same id and seed. */
export function bankDetailsFor(seed: number, id: number, country: string): BankDetails {
  const random = createRandom((seed ^ Math.imul(id, 0x9e3779b1)) >>> 0);
  const letters = () =>
    Array.from({ length: 4 }, () => String.fromCharCode(65 + random.int(0, 25))).join('');
  return {
    bankName: random.pick(banks),
    country,
    iban: `GB${digits(random, 2)} ${letters()} ${digits(random, 4)} ${digits(random, 4)} ${digits(random, 4)} ${digits(random, 2)}`,
    swiftCode: `${letters()}GB${digits(random, 2)}`,
  };
}
