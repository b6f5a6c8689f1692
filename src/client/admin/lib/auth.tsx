import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import {
  type AuthUser,
  isLoginChallenge,
  type LoginChallenge,
  type LoginResponse,
  type LoginResult,
} from '../../../shared/schemas/auth';
import { ApiError, apiJson, getJson, getToken, TOKEN_KEY } from '../../lib/api';

export const ME_KEY = ['/api/auth/me'];

/** The stored token is checked once at start; an invalid one is removed silently (SPEC §4). */
export function useCurrentUser() {
  return useQuery({
    queryKey: ME_KEY,
    queryFn: async () => {
      if (!getToken()) return null;
      try {
        return await getJson<AuthUser>('/api/auth/me');
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) {
          window.localStorage.removeItem(TOKEN_KEY);
          return null;
        }
        throw error;
      }
    },
  });
}

/** Keeps the token of a finished sign-in (password, code, or an invitation link) and who it is. */
export function useSignedIn() {
  const queryClient = useQueryClient();
  return ({ user, token }: LoginResult) => {
    window.localStorage.setItem(TOKEN_KEY, token);
    queryClient.setQueryData(ME_KEY, user);
  };
}

/**
 * The password step. An account with two-factor sign-in answers with a challenge instead of a token:
 * nobody is signed in until `useVerifyLogin` gets the right code for it.
 */
export function useLogin() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (input: { username: string; password: string }) =>
      apiJson<LoginResponse>('POST', '/api/auth/login', input),
    onSuccess: (result) => {
      if (!isLoginChallenge(result)) signedIn(result);
    },
  });
}

/** The second step: the code from the authenticator app, or a recovery code, for the challenge. */
export function useVerifyLogin() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (input: { challenge: LoginChallenge['challenge']; code: string }) =>
      apiJson<LoginResult>('POST', '/api/auth/login/verify', input),
    onSuccess: signedIn,
  });
}

/** Revokes the token on the server (best effort), then forgets it and every cached admin query. */
export function useLogout() {
  const queryClient = useQueryClient();
  return async () => {
    try {
      await apiJson('POST', '/api/auth/logout');
    } catch {
      // Offline or already expired: the token is dropped locally either way.
    }
    window.localStorage.removeItem(TOKEN_KEY);
    queryClient.removeQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/admin') });
    queryClient.setQueryData(ME_KEY, null);
  };
}

export const AuthUserContext = createContext<AuthUser | null>(null);
/** The logged-in administrator; only used inside AdminLayout, which guarantees one. */
export const useAuthUser = () => useContext(AuthUserContext)!;
