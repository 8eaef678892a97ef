// Planted: a query key written in place instead of taken from lib/queryKeys.ts.
declare function useQuery(options: { queryKey: readonly unknown[] }): void;
export const helper = () => useQuery({ queryKey: ['alpha', 'list'] });
