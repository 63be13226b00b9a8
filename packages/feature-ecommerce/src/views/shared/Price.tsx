import { useMoney } from '@tessera/ui';

/** A price in the shop's currency, written as every app writes money (ui's useMoney). */
export function usePrice() {
  return useMoney();
}
