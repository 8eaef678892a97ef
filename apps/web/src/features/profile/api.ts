import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiKeyCreate, ApiKeyPage, Language, Me } from '@rds/contract';
import { api, type QueryString } from '../../lib/api';
import { invalidate, queryKeys } from '../../lib/queryKeys';
import { saveUser } from '../../lib/session';

/** GET /api/{type}/me: the user plus actingAs (null unless an administrator is acting as them). */
export function useMe() {
  return useQuery({
    queryKey: queryKeys.me,
    queryFn: ({ signal }) => api.get('/me', { signal }).then((r) => r.data),
  });
}

export interface ProfileUpdate {
  name: string;
  email: string;
  phone: string;
  address: string;
  /** Members only; '' leaves it as it is. */
  expiryLotPreferences?: number | '';
  profilePic: File | null;
}

/** PATCH /api/{type}/me as multipart/form-data: profilePic (optional), name, email, phone, address, and a member's expiry lot preference. */
export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdate) => {
      const form = new FormData();
      if (input.profilePic) form.append('profilePic', input.profilePic);
      form.append('name', input.name);
      form.append('email', input.email);
      form.append('phone', input.phone);
      form.append('address', input.address);
      if (input.expiryLotPreferences !== undefined && input.expiryLotPreferences !== '')
        form.append('expiryLotPreferences', String(input.expiryLotPreferences));
      return api.patch('/me', { body: form });
    },
    onSuccess: (result) => {
      // A new e-mail is not the account's yet (pendingEmail): the answer keeps the current one.
      const { pendingEmail: _pendingEmail, ...user } = result.data;
      saveUser(user);
      queryClient.setQueryData<Me>(queryKeys.me, (previous) => ({ ...user, actingAs: previous?.actingAs ?? null }));
      void invalidate(queryClient, queryKeys.me);
    },
  });
}

/** PATCH /api/{type}/me with the language alone: the profile keeps the portal's language. */
export function useSaveLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: Language) => {
      const form = new FormData();
      form.append('language', language);
      return api.patch('/me', { body: form });
    },
    onSuccess: (result) => {
      const { pendingEmail: _pendingEmail, ...user } = result.data;
      saveUser(user);
      queryClient.setQueryData<Me>(queryKeys.me, (previous) => (previous ? { ...previous, language: user.language } : previous));
    },
  });
}

/** GET /api/{type}/apikeys?limit&skip → {apiKeys, total}: the user's keys (never the keys themselves), newest first. */
export function useApiKeys(queryString: QueryString) {
  return useQuery<ApiKeyPage>({
    queryKey: queryKeys.apiKeys.list(queryString),
    queryFn: ({ signal }) => api.get('/apikeys', { params: { query: queryString }, signal }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/{type}/apikeys {name, scope, expiresAt}: the new key's record with the key itself, in this answer only. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiKeyCreate) => api.post('/apikeys', { body: input }),
    onSettled: () => invalidate(queryClient, queryKeys.apiKeys.all),
  });
}

/** DELETE /api/{type}/apikey/{id}: the key is refused from its next call; 409 when it was already revoked. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete('/apikey/{id}', { params: { path: { id } } }),
    onSettled: () => invalidate(queryClient, queryKeys.apiKeys.all),
  });
}
