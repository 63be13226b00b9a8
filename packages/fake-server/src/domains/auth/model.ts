import type { UserData } from '@tessera/api-client';

/** A login account as the server keeps it: the client's UserData plus the password. */
export interface StoredUser extends UserData {
  password: string;
}

export interface AuthData {
  users: StoredUser[];
}

/** What leaves the server: everything but the password. */
export function toUserData({ password: _password, ...userData }: StoredUser): UserData {
  return userData;
}

const normalise = (text: string) => text.trim().toLowerCase();

/** Emails and usernames are compared without regard to case or surrounding spaces. */
export function sameIdentifier(a: string, b: string): boolean {
  return normalise(a) === normalise(b);
}
