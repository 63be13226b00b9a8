// The email app's plain values, for the schemas and the screens alike. Zod-free:
// screens import them from `@tessera/api-client/email`.

/** Where a mail is kept. */
export const emailFolders = ['inbox', 'sent', 'draft', 'spam', 'trash'] as const;
/** What the list can show: a folder, or the starred view (starred mail not in the trash). */
export const emailViews = [...emailFolders, 'starred'] as const;
/** The labels a mail can carry, any number of them. */
export const emailLabels = ['personal', 'company', 'important', 'private'] as const;
/** The directions `paginate-email` moves in: previous is the mail above in the list. */
export const emailDirections = ['previous', 'next'] as const;
/** The largest page of mails the list answers. */
export const emailMaxPerPage = 100;
/** The list's page size when the caller names none. */
export const emailDefaultPerPage = 50;
/** The standard's limits on an address: 64 characters before the @, 254 in all. */
export const emailLocalPartMaxLength = 64;
export const emailAddressMaxLength = 254;
/**
 * An address's shape: zod's own email rule (the contract checks addresses with it), here as a
 * plain value so the composer refuses exactly what the server would.
 */
export const emailAddressPattern =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** What is wrong with a recipient's address, or null when the server will take it. */
export function emailAddressProblem(address: string): 'invalid' | 'tooLong' | null {
  if (!emailAddressPattern.test(address)) return 'invalid';
  const local = address.slice(0, address.lastIndexOf('@'));
  return local.length > emailLocalPartMaxLength || address.length > emailAddressMaxLength
    ? 'tooLong'
    : null;
}

/** The addresses once each, whatever their case (the first spelling stays). */
export function uniqueAddresses(addresses: readonly string[]): string[] {
  const seen = new Set<string>();
  return addresses.filter((address) => {
    const key = address.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
