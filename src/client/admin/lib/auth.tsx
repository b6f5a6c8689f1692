import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { AuthUser, LoginResult } from '../../../shared/schemas/auth';
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

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { username: string; password: string }) =>
      apiJson<LoginResult>('POST', '/api/auth/login', input),
    onSuccess: ({ user, token }) => {
      window.localStorage.setItem(TOKEN_KEY, token);
      queryClient.setQueryData(ME_KEY, user);
    },
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
