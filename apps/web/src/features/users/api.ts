import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Account, ManagedUserType, User } from '@rds/contract';
import { api, type QueryString } from '../../lib/api';
import { invalidate, queryKeys } from '../../lib/queryKeys';
import { startImpersonation } from '../../lib/impersonation';

/** Where each kind of account is managed (the spec's paths); each list answers under its own key. */
const PATHS = {
  member: { list: '/members', register: '/member/register', one: '/member/{id}' },
  supplier: { list: '/suppliers', register: '/supplier/register', one: '/supplier/{id}' },
  distributor: { list: '/distributors', register: '/distributor/register', one: '/distributor/{id}' },
} as const;

export interface UserList {
  users: Account[];
  total: number;
}

/** GET /api/healthpro/{members|suppliers|distributors}?limit&skip&search&sort → {<list>, total}. */
export function useUserList(type: ManagedUserType, queryString: QueryString) {
  const paths = PATHS[type];
  return useQuery<UserList>({
    queryKey: queryKeys.users.list(type, queryString),
    queryFn: ({ signal }) =>
      api.get(paths.list, { params: { query: queryString }, signal }).then(({ data }) => ({
        users: 'members' in data ? data.members : 'suppliers' in data ? data.suppliers : data.distributors,
        total: data.total,
      })),
    placeholderData: keepPreviousData,
  });
}

/** The fields of the create and edit forms. */
export interface UserFormValues {
  name: string;
  email: string;
  phone: string;
  address: string;
  profilePic: File | null;
  /** Members only: months before expiry a lot counts as expiring. */
  expiryLotPreferences: number | null;
  /** Edit only. */
  isActive?: boolean;
}

function toForm(type: ManagedUserType, values: UserFormValues): FormData {
  const form = new FormData();
  if (values.profilePic) form.append('profilePic', values.profilePic);
  form.append('name', values.name);
  form.append('email', values.email);
  form.append('phone', values.phone);
  form.append('address', values.address);
  if (type === 'member' && values.expiryLotPreferences !== null) form.append('expiryLotPreferences', String(values.expiryLotPreferences));
  if (values.isActive !== undefined) form.append('isActive', values.isActive ? 'true' : 'false');
  return form;
}

/** POST /api/healthpro/{type}/register, multipart: profilePic, name, email, phone, address (+ expiryLotPreferences). */
export function useCreateUser(type: ManagedUserType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: UserFormValues) => api.post(PATHS[type].register, { body: toForm(type, values) }),
    // A new account shows in its list and in the administrator's dashboard totals.
    onSuccess: () => invalidate(queryClient, queryKeys.users.all(type), queryKeys.dashboard),
  });
}

/** PATCH /api/healthpro/{type}/{id}, multipart: the same fields, each optional, plus isActive 'true' or 'false'. */
export function useUpdateUser(type: ManagedUserType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: string; values: UserFormValues }) =>
      api.patch(PATHS[type].one, { params: { path: { id } }, body: toForm(type, values) }),
    onSuccess: () => invalidate(queryClient, queryKeys.users.all(type)),
  });
}

/**
 * DELETE /api/healthpro/{type}/{id}: deleted, or (200) deactivated instead when the account has
 * history, or refused (409) when it still holds records. The server's message says which.
 */
export function useDeleteUser(type: ManagedUserType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(PATHS[type].one, { params: { path: { id } } }),
    onSettled: () => invalidate(queryClient, queryKeys.users.all(type), queryKeys.dashboard),
  });
}

/** "Act as": the administrator takes on the user's session (see lib/impersonation); the portal reloads at '/'. */
export function useActAs() {
  return useMutation({
    mutationFn: (user: Pick<User, '_id' | 'type'>) => startImpersonation({ userId: user._id, type: user.type }),
  });
}
