// Sign-in for the console over the API's session calls:
// POST /api/auth (sign in), DELETE /api/auth (sign out), GET /api/users/me.
import { HttpError, type AuthProvider, type UserIdentity } from 'ra-core';

import { apiRequest } from './http';
import { resourcesFor } from './roles';
import { clearSession, getStoredUser, getToken, storeSession, type SessionUser } from './session';

/** Translation key (console namespace) shown when a pupil or parent signs in. */
export const STAFF_ONLY_KEY = 'login.staff_only';

export interface LoginParams {
  username: string;
  password: string;
}

interface SessionAnswer {
  token?: string;
  user?: SessionUser;
}

/** Permissions as react-admin's usePermissions() hands them to components. */
export interface ConsolePermissions {
  role: string | null;
  superuser: boolean;
  admin: boolean;
}

export interface ConsoleIdentity extends UserIdentity {
  user: SessionUser;
}

const statusOf = (error: unknown): number | undefined =>
  error && typeof error === 'object' && 'status' in error ? (error as { status?: number }).status : undefined;

const signOutOnServer = async (): Promise<void> => {
  try {
    await apiRequest('auth', { method: 'DELETE' });
  } catch {
    // Signing out must always work locally, whatever the server says.
  }
};

const readCurrentUser = async (): Promise<SessionUser> => {
  const { json } = await apiRequest<SessionAnswer | SessionUser>('users/me');
  const answer = (json ?? {}) as SessionAnswer;
  const user = answer.user ?? (json as SessionUser);
  if (!user || typeof user !== 'object' || user.id === undefined) throw new HttpError('Unauthorised', 401, json);
  storeSession({ token: answer.token, user });
  return user;
};

// react-admin asks for the session from several places on one page load
// (checkAuth, getIdentity, each mount under StrictMode): they share one
// request, and a settled answer is reused for a moment rather than asked again.
const REUSE_ANSWER_MS = 2000;
let currentUserRequest: { promise: Promise<SessionUser>; settledAt?: number } | null = null;

/** GET /api/users/me, storing what it answers so reloads need no round trip. */
export const fetchCurrentUser = (): Promise<SessionUser> => {
  const cached = currentUserRequest;
  if (cached && (cached.settledAt === undefined || Date.now() - cached.settledAt < REUSE_ANSWER_MS)) return cached.promise;
  const entry: { promise: Promise<SessionUser>; settledAt?: number } = { promise: readCurrentUser() };
  const settle = () => {
    entry.settledAt = Date.now();
  };
  entry.promise.then(settle, settle);
  currentUserRequest = entry;
  return entry.promise;
};

/** Drops a remembered /api/users/me answer: the session has just changed. */
export const forgetCurrentUser = (): void => {
  currentUserRequest = null;
};

export const authProvider: AuthProvider = {
  login: async ({ username, password }: LoginParams) => {
    forgetCurrentUser();
    // Failures (401 with attemptsRemaining, 429) reject with the server's message;
    // the HttpError's body keeps attemptsRemaining for the login page.
    const { json } = await apiRequest<SessionAnswer>('auth', { method: 'POST', body: { username, password } });
    const user = json?.user;
    if (!user) throw new HttpError('Password incorrect or user not found', 401, json);
    if (!resourcesFor(user).canUseConsole) {
      // Pupils and parents have nothing here: end the session the server just opened.
      storeSession({ token: json.token });
      await signOutOnServer();
      clearSession();
      throw new Error(STAFF_ONLY_KEY);
    }
    storeSession({ token: json.token, user });
  },

  logout: async () => {
    // Only tell the server when there was a session, so the login page
    // does not call the API on load.
    if (getToken() || getStoredUser()) {
      await signOutOnServer();
      forgetCurrentUser();
    }
    clearSession();
  },

  checkAuth: async () => {
    // Every Inkwell client on this origin keeps the session token in local storage beside the cookie, so
    // no token means signed out: go to the sign-in page without a request that would only answer 401.
    if (getToken()) return;
    clearSession();
    // Quiet: arriving signed out is not an error worth a notification.
    throw { message: false };
  },

  checkError: async error => {
    const status = statusOf(error);
    if (status === 401) {
      clearSession();
      forgetCurrentUser();
      throw error;
    }
    // 403 means "not allowed to do that", not "signed out": stay signed in.
  },

  getIdentity: async (): Promise<ConsoleIdentity> => {
    const user = await fetchCurrentUser();
    return { id: user.id, fullName: user.name || user.username || undefined, user };
  },

  getPermissions: async (): Promise<ConsolePermissions> => {
    const user = getStoredUser();
    return { role: user?.role ?? null, superuser: user?.superuser === true, admin: user?.school?.admin === true };
  },
};
