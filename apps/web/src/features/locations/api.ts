import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Location, LocationInput, LocationPage, UserName } from '@rds/contract';
import { api, type QueryString } from '../../lib/api';
import { invalidate, queryKeys } from '../../lib/queryKeys';

/** A distributor's name for the supplier's Select Distributor modal, with whether it is already selected. */
export type DistributorName = UserName;

/** What the location forms send: the contract's input before the server normalises it. */
export type LocationFields = Pick<LocationInput, 'name' | 'line1' | 'line2' | 'postalCode' | 'comment'>;

/** GET /api/supplier/locations/supplier?limit&skip&search&sort → {data, total}: its own locations and its distributors'. */
export function useSupplierLocations(queryString: QueryString) {
  return useQuery<LocationPage>({
    queryKey: queryKeys.locations.supplier(queryString),
    queryFn: ({ signal }) =>
      api.get('/locations/supplier', { params: { query: queryString }, signal }).then((r) => ({ locations: r.data.data, total: r.data.total })),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/{type}/locations?limit&skip&search&sort → {locations, total} (a distributor's own; every location for the administrator). */
export function useLocationList(queryString: QueryString) {
  return useQuery<LocationPage>({
    queryKey: queryKeys.locations.list(queryString),
    queryFn: ({ signal }) => api.get('/locations', { params: { query: queryString }, signal }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/{type}/location/{id}. */
export function useLocationRecord(id: string | undefined) {
  return useQuery<Location>({
    queryKey: queryKeys.locations.one(id ?? ''),
    queryFn: ({ signal }) => api.get('/location/{id}', { params: { path: { id: id ?? '' } }, signal }).then((r) => r.data),
    enabled: !!id,
  });
}

/** After any change (or a refused one: someone may have changed the record first), every location list and record is fetched again. */
function useRefreshLocations() {
  const queryClient = useQueryClient();
  return () => invalidate(queryClient, queryKeys.locations.all);
}

/** POST /api/{type}/location {name, line1, line2, postalCode, comment}: a new location, waiting for approval. */
export function useCreateLocation() {
  const refresh = useRefreshLocations();
  return useMutation({
    mutationFn: (fields: LocationFields) => api.post('/location', { body: fields }),
    onSettled: refresh,
  });
}

/** PUT /api/{type}/location/{id} with the fields plus id. */
export function useUpdateLocation() {
  const refresh = useRefreshLocations();
  return useMutation({
    mutationFn: ({ id, ...fields }: LocationFields & { id: string }) => api.put('/location/{id}', { params: { path: { id } }, body: { ...fields, id } }),
    onSettled: refresh,
  });
}

/** DELETE /api/{type}/location/{id}; a location holding stock or orders answers 409. */
export function useDeleteLocation() {
  const refresh = useRefreshLocations();
  return useMutation({
    mutationFn: (id: string) => api.delete('/location/{id}', { params: { path: { id } } }),
    onSettled: refresh,
  });
}

/** POST /api/healthpro/location/{id}/approve or /deny {version}: the decision on the location as shown. */
export function useDecideLocation() {
  const refresh = useRefreshLocations();
  return useMutation({
    mutationFn: ({ id, decision, version, reason }: { id: string; decision: 'approve' | 'deny'; version: number; reason?: string }) =>
      api.post(decision === 'approve' ? '/location/{id}/approve' : '/location/{id}/deny', { params: { path: { id } }, body: { version, reason } }),
    onSettled: refresh,
  });
}

/** GET /api/supplier/distributor: active distributors by name. */
export function useDistributorNames(enabled: boolean) {
  return useQuery<DistributorName[]>({
    queryKey: queryKeys.locations.distributorNames,
    queryFn: ({ signal }) => api.get('/distributor', { signal }).then((r) => r.data),
    enabled,
  });
}

/** POST /api/supplier/distributor {distributorIds}: the distributors whose locations the supplier works with. */
export function useSelectDistributors() {
  const refresh = useRefreshLocations();
  return useMutation({
    mutationFn: (distributorIds: string[]) => api.post('/distributor', { body: { distributorIds } }),
    onSettled: refresh,
  });
}
